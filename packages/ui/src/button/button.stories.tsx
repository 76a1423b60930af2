import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.js';

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

/** An action that cannot be undone. */
export const Danger: Story = { args: { variant: 'danger', children: 'Cancelar inscrição' } };

/** Not available now. */
export const Disabled: Story = { args: { disabled: true, children: 'Resgatar prêmio' } };

/** While a request runs: disabled and announced as busy. */
export const Loading: Story = { args: { loading: true, children: 'Enviando' } };
