import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { SetPassword } from './set-password.js';

const LINK = { username: 'learner', uidb64: 'Nw', token: 'link-1' };

function setup(routes: Record<string, FakeRoute>, purpose: 'set' | 'recover' = 'set') {
  const api = createFakeApi({
    '/etraining_login/check_password_link/': { status: 200, body: { username: 'learner' } },
    ...routes,
  });
  const onPasswordSet = vi.fn();
  renderWithCampus(
    <SetPassword {...LINK} purpose={purpose} onPasswordSet={onPasswordSet} />,
    createTestCampus({ api }),
  );
  return { api, onPasswordSet, user: userEvent.setup() };
}

describe('<SetPassword>', () => {
  it('checks the link, shows the strength as typed and saves the password', async () => {
    const { api, onPasswordSet, user } = setup({
      '/etraining_login/set_password/': answer(messageResponseSchema, { message: 'ok' }),
    });
    expect(await screen.findByText('Conta: learner')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Nova senha/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Mínimo de 6 caracteres. Recomendamos 8'));
    await user.type(password, 'abcdef');
    expect(screen.getByText('Força da senha: fraca')).toBeInTheDocument();
    await user.type(password, 'G1');
    expect(screen.getByText('Força da senha: média')).toBeInTheDocument();
    await user.type(password, '!');
    expect(screen.getByText('Força da senha: forte')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Força da senha: forte'));
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'abcdefG1!');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha salva. Você já pode entrar.');
    expect(onPasswordSet).toHaveBeenCalledWith({ username: 'learner' });
    expect(api.to('/etraining_login/set_password/')[0]?.body).toEqual({
      ...LINK,
      password: 'abcdefG1!',
      password_confirmation: 'abcdefG1!',
    });
  });

  it('refuses a short password and a different confirmation on their fields', async () => {
    const { api, user } = setup({});
    await screen.findByText('Conta: learner');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Ab1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Ab2');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter pelo menos 6 caracteres.'),
    );
    expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveAccessibleDescription('As senhas não coincidem.');
    await waitFor(() => expect(screen.getByLabelText(/^Nova senha/)).toHaveFocus());
    expect(api.to('/etraining_login/set_password/')).toHaveLength(0);
  });

  it('says an invalid or expired link must be requested again, before anything is typed', async () => {
    setup({ '/etraining_login/check_password_link/': apiError(422, 'password_link_invalid') }, 'recover');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O link para definir a senha é inválido ou expirou. Solicite um novo link.',
    );
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' })).toHaveAttribute('href', '/request-password/');
    expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument();
  });

  it('shows the server refusing the link on save, keeping the passwords typed', async () => {
    const { user } = setup({ '/etraining_login/recover_password/': apiError(422, 'password_link_invalid') }, 'recover');
    await screen.findByText('Conta: learner');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O link para definir a senha é inválido ou expirou.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('Nova#Senha1');
  });

  it('toggles the password visibility with a pressed button', async () => {
    const { user } = setup({});
    await screen.findByText('Conta: learner');
    const [toggle] = screen.getAllByRole('button', { name: 'Mostrar senha' });
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('type', 'password');
    await user.click(toggle as HTMLElement);
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true');
  });
});
