import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messageResponseSchema, paramsResponseSchema } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { paramsFixture } from '../fixtures/wire.fixtures.js';
import { FirstAccess } from './first-access.js';

function setup(
  reply: FakeRoute = answer(messageResponseSchema, { message: 'ok' }),
  routes: Record<string, FakeRoute> = {},
) {
  const api = createFakeApi({ '/accounts/first_access/': reply, ...routes });
  const onPasswordSet = vi.fn();
  renderWithCampus(<FirstAccess onPasswordSet={onPasswordSet} />, createTestCampus({ api }));
  return { api, onPasswordSet, user: userEvent.setup() };
}

async function fillPasswords(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
}

describe('<FirstAccess>', () => {
  it('activates the account with the document (bare digits) and the e-mail on record', async () => {
    const { api, onPasswordSet, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '529.982.247-25');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@campus.example');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Acesso ativado.');
    expect(onPasswordSet).toHaveBeenCalledWith({ username: null });
    expect(api.to('/accounts/first_access/')[0]?.body).toEqual({
      document: '52998224725',
      document_country: 'BRA',
      email: 'ana@campus.example',
      password: 'Nova#Senha1',
      password_confirmation: 'Nova#Senha1',
    });
  });

  it('masks the document per country: 8 digits for Argentina', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'País do documento' }), 'ARG');
    const document = screen.getByRole('textbox', { name: /^Documento/ });
    await user.type(document, '12.345.6789');
    expect(document).toHaveValue('12345678');
    expect(document).toHaveAccessibleDescription(expect.stringContaining('DNI com 8 dígitos'));
  });

  it('needs the birthday or the e-mail, and a valid document', async () => {
    const { api, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '123');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    const document = screen.getByRole('textbox', { name: /^Documento/ });
    expect(document).toHaveAccessibleDescription(expect.stringContaining('Documento inválido'));
    expect(screen.getByLabelText(/^Data de nascimento/)).toHaveAccessibleDescription(
      'Informe a data de nascimento ou o e-mail cadastrado.',
    );
    await waitFor(() => expect(document).toHaveFocus());
    // Nothing was sent (the params load is the only call).
    expect(api.to('/accounts/first_access/')).toHaveLength(0);
  });

  it.each([
    ['user_not_found', 404, 'Usuário não encontrado. Entre em contato com o suporte.'],
    ['account_already_activated', 409, 'Esta conta já tem senha. Entre ou recupere a senha.'],
  ])('shows %s', async (code, status, message) => {
    const { user } = setup(apiError(status, code));
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@campus.example');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ana@campus.example');
  });

  it("asks for one of the client's profiles when it offers some, and sends the one chosen", async () => {
    const { api, user } = setup(undefined, { '/api/params/': answer(paramsResponseSchema, paramsFixture()) });
    const profile = await screen.findByRole('combobox', { name: /^Perfil/ });
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@campus.example');
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(profile).toHaveAccessibleDescription(expect.stringContaining('Selecione um perfil.'));
    expect(api.to('/accounts/first_access/')).toHaveLength(0);

    await user.selectOptions(profile, 'Promotor');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Acesso ativado.');
    expect(api.to('/accounts/first_access/')[0]?.body).toMatchObject({ user_profile: 2 });
  });
});
