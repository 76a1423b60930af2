import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button.js';
import { Dialog } from './dialog.js';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Excel avançado',
    children: <p>Curso online com 12 atividades e certificado ao final.</p>,
    onClose: () => undefined,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with body text. */
export const Open: Story = {};

/** Open, with actions in the footer. */
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Voltar</Button>
        <Button>Inscrever-se</Button>
      </>
    ),
  },
};

/** Closed: a button opens it; Escape or ✕ close it and focus returns to the button. */
export const Interactive: Story = {
  args: { open: false },
  render: function InteractiveDialog(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Ver detalhes</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
