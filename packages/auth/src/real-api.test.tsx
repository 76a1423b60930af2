// The screens against the real reference API: @campus/server on an in-memory PGlite with the demo seed, in a
// child process on a free local port, reached through the Campus client's own fetch (no fake anywhere).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { cpfCheckDigits } from '@campus/core/rules';
import { Login } from './login/login.js';
import { Register } from './register/register.js';
import { PasswordRecovery } from './password-recovery/password-recovery.js';
import { startReferenceApi } from '@campus/server/test-support/reference-api';
import type { ReferenceApi } from '@campus/server/test-support/reference-api';
import { DEMO_PASSWORD } from '../../server/src/test-support/demo-credentials.test-util.js';
import { referenceCampus } from '../../server/src/test-support/signed-in.test-util.js';

let server: ReferenceApi | undefined;
let apiBase = '';

beforeAll(async () => {
  server = await startReferenceApi();
  apiBase = server.url;
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('@campus/auth against the real API', { timeout: 120_000 }, () => {
  it('signs the demo learner in, and shows the §8 message for a wrong password', async () => {
    const onSignedIn = vi.fn();
    const campus = referenceCampus(server);
    renderWithCampus(<Login onSignedIn={onSignedIn} />, campus);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Usuário, e-mail ou CPF/ }), 'learner');
    await user.type(screen.getByLabelText(/^Senha/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'Não foi possível entrar. Verifique seu usuário e senha.',
    );
    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled(), { timeout: 30_000 });
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ username: 'learner', mustChangePassword: false });
    expect(campus.stores.session.getState().access_token).not.toBeNull();
    await campus.destroy();
  });

  it('recovers a password with an SMS code read from the dev outbox, then signs in with it', async () => {
    const campus = referenceCampus(server);
    const onPasswordSet = vi.fn();
    const view = renderWithCampus(<PasswordRecovery onPasswordSet={onPasswordSet} />, campus);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: /código por SMS ou WhatsApp/ }));
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(/Telefone cadastrado:/, {}, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: /número completo/ }), '+55 11 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByText(/Código enviado/, {}, { timeout: 30_000 });
    expect(screen.getByRole('timer')).toHaveTextContent(/em [45]:\d\d\./);

    const outbox = (await (await fetch(`${apiBase}/dev/outbox/?channel=sms&limit=1`)).json()) as {
      results: { body: string }[];
    };
    const code = /\b(\d{6})\b/.exec(outbox.results[0]?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const digits = within(screen.getByRole('group', { name: 'Código recebido' })).getAllByRole('textbox');
    await user.click(digits[0] as HTMLElement);
    await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Validar código' }));
    await screen.findByRole('heading', { name: 'Definir nova senha' }, { timeout: 30_000 });
    await user.type(await screen.findByLabelText(/^Nova senha/, {}, { timeout: 30_000 }), 'Nova#Senha2026');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() => expect(onPasswordSet).toHaveBeenCalledWith({ username: 'learner' }), { timeout: 30_000 });
    view.unmount();

    const onSignedIn = vi.fn();
    renderWithCampus(<Login onSignedIn={onSignedIn} />, campus);
    await user.type(screen.getByRole('textbox', { name: /Usuário, e-mail ou CPF/ }), '529.982.247-25');
    await user.type(screen.getByLabelText(/^Senha/), 'Nova#Senha2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled(), { timeout: 30_000 });
    await campus.destroy();
  });

  it('registers a new account with the options the server offers', async () => {
    const campus = referenceCampus(server);
    const onRegistered = vi.fn();
    renderWithCampus(<Register onRegistered={onRegistered} />, campus);
    const user = userEvent.setup({ delay: null });
    const body = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
    const email = `rita.${body}@campus.example`;
    // The demo client offers profiles (spec §2 profile selection): the learner one is approved at once.
    const profile = await screen.findByRole('combobox', { name: /^Perfil/ }, { timeout: 30_000 });
    await user.selectOptions(profile, 'Aluno(a)');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: /^Sobrenome/ }), 'Lopes');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), email);
    await user.type(screen.getByRole('textbox', { name: /^Confirme o e-mail/ }), email);
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), `${body}${cpfCheckDigits(body)}`);
    await user.type(screen.getByLabelText(/^Data de nascimento/), '1990-05-10');
    const agencies = await screen.findByRole('radiogroup', { name: /Empresa\/agência/ }, { timeout: 30_000 });
    await user.click(within(agencies).getAllByRole('radio')[0] as HTMLElement);
    const brands = screen.getByRole('group', { name: /^Marcas de/ });
    await user.click(within(brands).getAllByRole('checkbox')[0] as HTMLElement);
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha2026');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha2026');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));
    await user.click(screen.getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(
      () => expect(onRegistered).toHaveBeenCalledWith({ username: expect.any(String), status: 'approved' }),
      {
        timeout: 30_000,
      },
    );
    await campus.destroy();
  });
});
