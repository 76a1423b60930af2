import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { RECOVERY_CODE_ROUTES } from '../fixtures/recovery-routes.fixtures.js';
import { PasswordRecovery } from './password-recovery.js';

const CODE_ROUTES: Record<string, FakeRoute> = {
  ...RECOVERY_CODE_ROUTES,
  '/etraining_login/recover_password/': answer(messageResponseSchema, { message: 'ok' }),
};

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({ ...CODE_ROUTES, ...routes });
  const onPasswordSet = vi.fn();
  renderWithCampus(<PasswordRecovery onPasswordSet={onPasswordSet} />, createTestCampus({ api }));
  return { api, onPasswordSet };
}

afterEach(() => {
  vi.useRealTimers();
});

async function reachCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /código por SMS ou WhatsApp/ }));
  await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Telefone cadastrado: +** ** *****-4321')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /número completo/ }), '(11) 98765-4321');
  await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
  await user.click(screen.getByRole('button', { name: 'Enviar código' }));
  await screen.findByText('Código enviado. Ele vale por 10 minutos.');
}

describe('<PasswordRecovery>', () => {
  it('e-mails a link for an e-mail, user name or document and says where it went', async () => {
    const { api } = setup({
      '/etraining_login/api_recover_password/': {
        status: 200,
        body: { message: 'ok', masked_email: 'l***@campus.example' },
      },
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-mail, usuário ou documento/ }), 'learner');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos um link para definir uma nova senha para l***@campus.example.',
    );
    expect(api.to('/etraining_login/api_recover_password/')[0]?.body).toEqual({ login: 'learner' });
  });

  it('refuses an invalid document before calling the API', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /código por SMS ou WhatsApp/ }));
    const document = screen.getByRole('textbox', { name: /^Documento/ });
    await user.type(document, '11111111111');
    expect(document).toHaveValue('111.111.111-11');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(document).toHaveAccessibleDescription(expect.stringContaining('Documento inválido'));
    await waitFor(() => expect(document).toHaveFocus());
    expect(api.requests).toHaveLength(0);
  });

  it('sends a code to the confirmed phone, validates it and sets the new password', async () => {
    const { api, onPasswordSet } = setup();
    const user = userEvent.setup();
    await reachCode(user);
    expect(api.to('/etraining_login/send_recover_password_code/')[0]?.body).toEqual({
      document: '52998224725',
      document_country: 'BRA',
      phone_number: '11987654321',
      channel: 'whatsapp',
    });
    const digits = within(screen.getByRole('group', { name: 'Código recebido' })).getAllByRole('textbox');
    await user.click(digits[0] as HTMLElement);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByRole('heading', { name: 'Definir nova senha' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() => expect(onPasswordSet).toHaveBeenCalledWith({ username: 'learner' }));
    expect(api.to('/etraining_login/recover_password/')[0]?.body).toEqual({
      username: 'learner',
      uidb64: 'Nw',
      token: 'link-token',
      password: 'Nova#Senha1',
      password_confirmation: 'Nova#Senha1',
    });
  });

  it('shows the resend cooldown as a live countdown and allows a new code when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await reachCode(user);
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent(/Você poderá pedir um novo código em [45]:\d\d\./);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent(/em [34]:\d\d\./);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(240_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Você já pode pedir um novo código.');
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(api.to('/etraining_login/send_recover_password_code/')).toHaveLength(2));
  });

  it.each([
    [
      'no_registered_phone',
      404,
      '/etraining_login/get_phone_number_with_document/',
      'Não há telefone cadastrado para este usuário.',
    ],
  ])('shows %s from the server', async (code, status, path, message) => {
    setup({ [path]: apiError(status, code) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /código por SMS ou WhatsApp/ }));
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('marks the phone when it does not match and the code when it is wrong', async () => {
    let reply = apiError(422, 'phone_mismatch');
    setup({
      '/etraining_login/send_recover_password_code/': () => reply,
      '/etraining_login/validate_recover_password_code/': apiError(422, 'invalid_verification_code'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /código por SMS ou WhatsApp/ }));
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const phone = await screen.findByRole('textbox', { name: /número completo/ });
    await user.type(phone, '11900000000');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining('O número informado não corresponde')),
    );
    expect(phone).toHaveValue('11900000000');
    reply = { status: 200, body: { message: 'ok', expires_in: 600, resend_after: 300 } };
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const digits = within(await screen.findByRole('group', { name: 'Código recebido' })).getAllByRole('textbox');
    await user.click(digits[0] as HTMLElement);
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O código enviado é inválido.');
  });
});
