import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Resgatar prêmio' },
  argTypes: { onClick: { action: 'clicked' } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view. */
export const Primary: Story = {};

/** Secondary actions next to a primary one. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Voltar' } };

/** While a request runs: disabled and announced as busy. */
export const Loading: Story = { args: { loading: true, children: 'Enviando' } };
