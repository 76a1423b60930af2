import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '@campus/core';
import { renderWithCampus } from '../testing/index.js';
import { ErrorState } from './error-state.js';

const request = { method: 'GET', url: 'https://api.campus.test/api/courses/' };

describe('ErrorState', () => {
  it('announces the spec message of the error and retries', async () => {
    const onRetry = vi.fn();
    const error = new HttpError({ status: 400, request, body: null });
    renderWithCampus(<ErrorState error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado');
    expect(alert).toHaveTextContent('Ocorreu um erro ao carregar as informações. Tente mais tarde.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the server code when the bundles translate it, in the current language', async () => {
    const error = new HttpError({
      status: 422,
      request: { ...request, method: 'POST' },
      body: { code: 'out_of_stock', message: 'x' },
    });
    const { campus } = renderWithCampus(<ErrorState error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não há estoque suficiente deste prêmio.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(() => campus.setLocale('en-US'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('never shows a raw message for an unknown failure', () => {
    renderWithCampus(<ErrorState error={new Error('TypeError at line 3')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado. Tente novamente.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('line 3');
  });

  it('reads a network failure', () => {
    renderWithCampus(<ErrorState error={new NetworkError(request, new TypeError('fetch failed'))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível conectar ao servidor.');
  });
});
