import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.js';
import { EmptyState } from './empty-state.js';

const meta = { title: 'Primitives/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default, translated message. */
export const Default: Story = {};

/** A specific message with a way forward. */
export const WithAction: Story = {
  args: {
    title: 'Nenhum curso encontrado',
    description: 'Tente buscar por outro termo ou limpar os filtros.',
    action: <Button variant="secondary">Limpar filtros</Button>,
  },
};
