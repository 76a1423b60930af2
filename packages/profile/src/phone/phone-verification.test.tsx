import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { profileSchema } from '@campus/core/schemas';
import type { Profile } from '@campus/core/schemas';
import { answer, createFakeApi, createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { storedProfile } from '../testing/profile-fixtures.test-util.js';
import { PhoneVerification } from './phone-verification.js';

const NOW = Date.parse('2026-03-02T12:00:00Z');

/** The profile and phone routes: the right code is 123456; a good one marks the mobile phone verified. */
function phoneApi(initial: Partial<Profile> = {}) {
  const state = { profile: storedProfile({ phone_mobile_verified: false, ...initial }) };
  return createFakeApi({
    [`GET ${ACCOUNT_PATHS.profile}`]: () => answer(profileSchema, state.profile),
    [`POST ${ACCOUNT_PATHS.phoneVerificationSend}`]: {
      status: 200,
      body: { message: 'Código enviado.', start_time: NOW, duration: 300, expires_in: 600 },
    },
    [`POST ${ACCOUNT_PATHS.phoneVerificationVerify}`]: ({ body }) => {
      if ((body as { code: string }).code !== '123456') {
        return { status: 422, body: { code: 'invalid_verification_code', message: 'inválido' } };
      }
      state.profile = { ...state.profile, phone_mobile_verified: true };
      return { status: 200, body: { message: 'Telefone verificado.', phone_type: 'mobile', verified: true } };
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<PhoneVerification>', { timeout: 20_000 }, () => {
  it('sends a code, counts the cooldown down, and verifies the phone', async () => {
    const api = phoneApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = renderWithCampus(<PhoneVerification />, { api, session: LEARNER_SESSION });
    expect(await screen.findByText('Celular ainda não verificado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um código de 6 dígitos para o seu celular.');
    const resend = screen.getByRole('button', { name: 'Enviar novo código' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('Você poderá pedir outro código em 5:00.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(resend).toHaveAccessibleDescription('Você poderá pedir outro código em 3:59.');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);

    const code = screen.getByRole('textbox', { name: 'Código recebido' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Informe os 6 dígitos do código.'));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/O código enviado é inválido/)).toBeInTheDocument();
    expect(code).toHaveValue('654321');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Celular verificado.', { selector: '[part="verified"]' })).toBeInTheDocument();
    expect(api.to(`POST ${ACCOUNT_PATHS.phoneVerificationVerify}`).at(-1)?.body).toEqual({
      phone_type: 'mobile',
      code: '123456',
    });
  });

  it('keeps counting down after a reload, from the persisted start time, and allows a new code at 0', async () => {
    const campus = createTestCampus({ api: phoneApi(), session: LEARNER_SESSION });
    campus.stores.session.setState({ verificacion_phone_button: { startTime: NOW - 100_000, duration: 300 } });
    renderWithCampus(<PhoneVerification />, campus);
    const resend = await screen.findByRole('button', { name: 'Enviar novo código' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('Você poderá pedir outro código em 3:20.');
    expect(screen.getByRole('textbox', { name: 'Código recebido' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200_000);
    });
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/Você poderá pedir outro código/)).not.toBeInTheDocument();
  });

  it('starts the countdown from the server’s Retry-After when a code is refused for the cooldown', async () => {
    const api = createFakeApi({
      [`GET ${ACCOUNT_PATHS.profile}`]: () => answer(profileSchema, storedProfile({ phone_mobile_verified: false })),
      [`POST ${ACCOUNT_PATHS.phoneVerificationSend}`]: {
        status: 429,
        body: { code: 'verification_code_cooldown', message: 'Aguarde.' },
        headers: { 'retry-after': '90' },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithCampus(<PhoneVerification />, { api, session: LEARNER_SESSION, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait before asking for a new code.');
    expect(screen.getByText(/You can ask for another code in 1:30\./)).toBeInTheDocument();
  });

  it('shows a verified phone without the code controls', async () => {
    renderWithCampus(<PhoneVerification />, {
      api: phoneApi({ phone_mobile_verified: true }),
      session: LEARNER_SESSION,
    });
    expect(await screen.findByText('Celular verificado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar código' })).not.toBeInTheDocument();
  });
});
