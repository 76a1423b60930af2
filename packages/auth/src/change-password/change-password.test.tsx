import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { ChangePassword } from './change-password.js';
import { DEMO_PASSWORD } from '../../../server/src/test-support/demo-credentials.test-util.js';

function setup(answer: FakeRoute) {
  const api = createFakeApi({ '/accounts/change_password/': answer });
  const campus = createTestCampus({ api });
  campus.stores.session.getState().signIn({ access_token: 'access-1', email: 'ana@campus.example' });
  const onPasswordChanged = vi.fn();
  renderWithCampus(<ChangePassword onPasswordChanged={onPasswordChanged} />, campus);
  return { api, onPasswordChanged, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Senha atual/), DEMO_PASSWORD);
  await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('<ChangePassword>', () => {
  it('changes the password with the bearer token', async () => {
    const { api, onPasswordChanged, user } = setup(answer(messageResponseSchema, { message: 'ok' }));
    await fill(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada.');
    expect(onPasswordChanged).toHaveBeenCalledWith({ username: 'ana@campus.example' });
    const [request] = api.to('/accounts/change_password/');
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(request?.body).toEqual({
      current_password: DEMO_PASSWORD,
      password: 'Nova#Senha1',
      password_confirmation: 'Nova#Senha1',
    });
  });

  it('puts a wrong current password on its field and focuses it', async () => {
    const { user } = setup(apiError(422, 'current_password_incorrect'));
    await fill(user);
    const current = screen.getByLabelText(/^Senha atual/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('A senha atual está incorreta.'));
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
  });

  it('shows the §8 error when the change fails on the server', async () => {
    const { user } = setup(apiError(400, 'password_change_failed'));
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao alterar a senha. Tente novamente.');
  });
});
