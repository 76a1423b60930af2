import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import { renderWithCampus } from '../testing/index.js';
import { useToast } from './toast-context.js';
import { ToastProvider } from './toast.js';
import type { ToastOptions } from './toast-context.js';

function Notify({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Notificar</Button>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces politely in the status region, then leaves by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithCampus(
      <ToastProvider>
        <Notify options={{ message: 'Inscrição realizada', tone: 'success' }} />
      </ToastProvider>,
    );
    const status = screen.getByRole('status', { name: 'Notificações' });
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Notificar' }));
    expect(within(status).getByText('Inscrição realizada')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Inscrição realizada')).not.toBeInTheDocument();
  });

  it('announces errors assertively and keeps them until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithCampus(
      <ToastProvider>
        <Notify options={{ message: 'Erro ao realizar o resgate.', tone: 'error' }} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notificar' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Erro ao realizar o resgate.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(alert).getByText('Erro ao realizar o resgate.')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar' }));
    expect(alert).toBeEmptyDOMElement();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithCampus(<Notify options={{ message: 'x' }} />)).toThrow(/ToastProvider/);
    vi.mocked(console.error).mockRestore();
  });
});
