import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { renderWithCampus } from '../testing/index.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { Dialog } from './dialog.js';

function CourseDetails() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver detalhes</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Excel avançado">
        <p>12 atividades</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, and returns focus when closed with the close button', async () => {
    renderWithCampus(<CourseDetails />);
    const opener = screen.getByRole('button', { name: 'Ver detalhes' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Excel avançado' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('12 atividades')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape through the parent, and returns focus', async () => {
    renderWithCampus(<CourseDetails />);
    const opener = screen.getByRole('button', { name: 'Ver detalhes' });
    await userEvent.click(opener);
    screen.getByRole('button', { name: 'Fechar' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('12 atividades')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks as an alertdialog, starts on the safe answer and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithCampus(
      <ConfirmDialog
        open
        title="Cancelar inscrição?"
        message="Você perderá sua vaga neste evento."
        confirmLabel="Cancelar inscrição"
        tone="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
    expect(dialog).toHaveAccessibleDescription('Você perderá sua vaga neste evento.');
    expect(screen.getByRole('button', { name: 'Agora não' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be answered twice while busy', async () => {
    const onConfirm = vi.fn();
    renderWithCampus(
      <ConfirmDialog
        open
        title="Resgatar?"
        message="200 pontos"
        confirmLabel="Resgatar"
        busy
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agora não' })).toBeDisabled();
  });
});
