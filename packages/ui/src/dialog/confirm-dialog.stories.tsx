import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './confirm-dialog.js';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Cancelar inscrição?',
    message: 'Você perderá sua vaga neste evento presencial.',
    confirmLabel: 'Cancelar inscrição',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A neutral question. */
export const Default: Story = {
  args: { title: 'Inscrever-se?', message: 'A aula começa em 15/03 às 19h.', confirmLabel: 'Inscrever-se' },
};

/** An action that cannot be undone. */
export const Danger: Story = { args: { tone: 'danger' } };

/** While the confirmed action runs. */
export const Busy: Story = { args: { tone: 'danger', busy: true } };
