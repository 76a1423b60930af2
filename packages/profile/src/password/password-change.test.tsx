import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { createFakeApi } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { PasswordChange } from './password-change.js';

const changeApi = () =>
  createFakeApi({ [`POST ${ACCOUNT_PATHS.changePassword}`]: { status: 200, body: { message: 'Senha alterada.' } } });

describe('<PasswordChange>', { timeout: 20_000 }, () => {
  it('checks the fields with core’s rule before sending anything', async () => {
    const api = changeApi();
    const user = userEvent.setup();
    renderWithCampus(<PasswordChange />, { api, session: LEARNER_SESSION });
    await user.type(await screen.findByLabelText(/^Nova senha/), 'abc');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByLabelText(/^Senha atual/)).toHaveAccessibleDescription(
      expect.stringContaining('Preencha este campo.'),
    );
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining('A senha deve ter pelo menos 6 caracteres.'),
    );
    expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining('As senhas não coincidem.'),
    );
    await vi.waitFor(() => expect(screen.getByLabelText(/^Senha atual/)).toHaveFocus());
    expect(api.to(`POST ${ACCOUNT_PATHS.changePassword}`)).toHaveLength(0);
  });

  it('shows the strength meter and sends the change, then empties the fields', async () => {
    const api = changeApi();
    const onChanged = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithCampus(<PasswordChange onChanged={onChanged} />, {
      api,
      session: LEARNER_SESSION,
    });
    await user.type(await screen.findByLabelText(/^Senha atual/), 'Old#2026');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha2026');
    expect(screen.getByText(/Força da senha: forte/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha2026');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada.');
    expect(api.to(`POST ${ACCOUNT_PATHS.changePassword}`).map((request) => request.body)).toEqual([
      { current_password: 'Old#2026', password: 'Nova#Senha2026', password_confirmation: 'Nova#Senha2026' },
    ]);
    expect(screen.getByLabelText(/^Senha atual/)).toHaveValue('');
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('shows a wrong current password at its field and keeps everything typed', async () => {
    const api = changeApi();
    api.failNext(`POST ${ACCOUNT_PATHS.changePassword}`, { status: 422, code: 'current_password_incorrect' });
    const user = userEvent.setup();
    renderWithCampus(<PasswordChange />, { api, session: LEARNER_SESSION, locale: 'en-US' });
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'Nova#Senha2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText(/^Current password/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fix the highlighted fields.');
    expect(current).toHaveAccessibleDescription(expect.stringContaining('The current password is wrong.'));
    expect(current).toHaveValue('wrong-one');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Nova#Senha2026');
  });

  it('shows the new password’s field code from the server at that field', async () => {
    const api = changeApi();
    api.failNext(`POST ${ACCOUNT_PATHS.changePassword}`, {
      status: 422,
      code: 'password_too_short',
      field_errors: { password: 'password_too_short' },
    } as never);
    const user = userEvent.setup();
    renderWithCampus(<PasswordChange />, { api, session: LEARNER_SESSION });
    await user.type(await screen.findByLabelText(/^Senha atual/), 'Old#2026');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha2026');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('aria-invalid', 'true');
  });
});
