import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  it('is a native button named by its content that reacts to click and keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Resgatar</Button>);
    const button = screen.getByRole('button', { name: 'Resgatar' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('defaults to type="button" so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Cancelar</Button>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and announced busy while loading, so a double click cannot fire twice', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes a part and a variant hook for host theming', () => {
    render(<Button variant="secondary">Voltar</Button>);
    const button = screen.getByRole('button', { name: 'Voltar' });
    expect(button).toHaveAttribute('part', 'button');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveClass('campus-button');
  });
});
