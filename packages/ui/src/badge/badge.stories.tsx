import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.js';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Online' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neutral. */
export const Neutral: Story = {};

/** Information. */
export const Info: Story = { args: { tone: 'info', children: 'Ao vivo' } };

/** Success. */
export const Success: Story = { args: { tone: 'success', children: 'Concluído' } };

/** Warning. */
export const Warning: Story = { args: { tone: 'warning', children: 'Últimas vagas' } };

/** Danger. */
export const Danger: Story = { args: { tone: 'danger', children: 'Vagas esgotadas' } };
