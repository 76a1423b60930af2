import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  meResponseSchema,
  messageResponseSchema,
  paramsResponseSchema,
  tokenResponseSchema,
} from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus, meAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { createDevelopmentCaptcha } from '../adapters/captcha.js';
import { paramsFixture, tokensFixture } from '../fixtures/wire.fixtures.js';
import { Login } from './login.js';
import { DEMO_PASSWORD } from '../../../server/src/test-support/demo-credentials.test-util.js';

function setup(routes: Record<string, FakeRoute> = {}, props: Parameters<typeof Login>[0] = {}) {
  const api = createFakeApi({
    '/api/params/': answer(paramsResponseSchema, paramsFixture()),
    '/o/token/': answer(tokenResponseSchema, tokensFixture),
    '/api/me/': answer(meResponseSchema, meAnswer()),
    ...routes,
  });
  const campus = createTestCampus({ api });
  const onSignedIn = vi.fn();
  renderWithCampus(<Login onSignedIn={onSignedIn} {...props} />, campus);
  return { api, campus, onSignedIn, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, name = 'learner', password = DEMO_PASSWORD) {
  await user.type(screen.getByRole('textbox', { name: /Usuário, e-mail ou CPF/ }), name);
  await user.type(screen.getByLabelText(/^Senha/), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('<Login>', () => {
  it('signs in with user and password, loads the user and reports who signed in', async () => {
    const { api, campus, onSignedIn, user } = setup();
    await fillAndSubmit(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({
      username: 'learner',
      fullName: 'Ana Souza',
      homeRoute: '/home',
    });
    const [token] = api.to('/o/token/');
    expect(token?.body).toEqual({ grant_type: 'password', username: 'learner', password: DEMO_PASSWORD });
    expect(token?.headers.get('authorization')).toMatch(/^Basic /);
    expect(campus.stores.session.getState()).toMatchObject({ access_token: 'access-1', full_name: 'Ana Souza' });
    expect(await screen.findByText('Você está conectado como Ana Souza.')).toBeInTheDocument();
  });

  it.each([
    ['login_failed', 400, 'Não foi possível entrar. Verifique seu usuário e senha.'],
    ['user_blocked', 400, 'Você foi bloqueado'],
    ['user_without_access', 400, 'Este usuário não tem acesso à plataforma.'],
    ['account_awaiting_approval', 400, 'Seu cadastro ainda está aguardando aprovação.'],
    ['too_many_attempts', 429, 'Muitas tentativas seguidas. Aguarde um pouco e tente novamente.'],
    ['captcha_required', 400, 'Por segurança, precisamos confirmar que você não é um robô. Tente entrar novamente.'],
  ])('shows the message of %s, keeps what was typed and focuses the alert', async (code, status, message) => {
    const { user, onSignedIn } = setup({ '/o/token/': apiError(status, code) });
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // Focus moves in an effect after the alert renders: on a loaded machine that can be a tick later.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Usuário/ })).toHaveValue('learner');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue(DEMO_PASSWORD);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('marks empty fields, links their errors and focuses the first one without calling the API', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const name = screen.getByRole('textbox', { name: /Usuário/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Preencha este campo.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.to('/o/token/')).toHaveLength(0);
  });

  it('sends once on a double submit', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { api, user } = setup({
      '/o/token/': async () => {
        await held;
        return answer(tokenResponseSchema, tokensFixture);
      },
    });
    await user.type(screen.getByRole('textbox', { name: /Usuário/ }), 'learner');
    await user.type(screen.getByLabelText(/^Senha/), `${DEMO_PASSWORD}{Enter}`);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    release();
    await screen.findByText(/Você está conectado/);
    expect(api.to('/o/token/')).toHaveLength(1);
  });

  it('runs the captcha when use_recaptcha is on and sends its token', async () => {
    const { api, user } = setup(
      { '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { use_recaptcha: true } })) },
      { captcha: createDevelopmentCaptcha() },
    );
    expect(await screen.findByText('Este login é protegido por reCAPTCHA.')).toBeInTheDocument();
    await fillAndSubmit(user);
    await screen.findByText(/Você está conectado/);
    expect(api.to('/o/token/')[0]?.body).toMatchObject({
      recaptcha_token: expect.stringMatching(/^dev-captcha:login:/),
    });
  });

  it('after captcha_required keeps what was typed and runs the captcha again on the next submit', async () => {
    const development = createDevelopmentCaptcha();
    const captcha = { execute: vi.fn((action: 'login') => development.execute(action)) };
    let tries = 0;
    const { api, user, onSignedIn } = setup(
      {
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { use_recaptcha: true } })),
        // The server refused the first token (say, a score too low), then accepts the next one.
        '/o/token/': () =>
          (tries += 1) === 1 ? apiError(400, 'captcha_required') : answer(tokenResponseSchema, tokensFixture),
      },
      { captcha },
    );
    await screen.findByText('Este login é protegido por reCAPTCHA.');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por segurança, precisamos confirmar que você não é um robô. Tente entrar novamente.',
    );
    expect(screen.getByRole('textbox', { name: /Usuário/ })).toHaveValue('learner');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue(DEMO_PASSWORD);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(captcha.execute).toHaveBeenCalledTimes(2);
    const [first, second] = api.to('/o/token/').map((request) => request.body as Record<string, unknown>);
    expect(first).toMatchObject({ username: 'learner', password: DEMO_PASSWORD });
    expect(second).toMatchObject({ username: 'learner', password: DEMO_PASSWORD });
    expect(first?.['recaptcha_token']).toMatch(/^dev-captcha:login:/);
    expect(second?.['recaptcha_token']).toMatch(/^dev-captcha:login:/);
    expect(second?.['recaptcha_token']).not.toBe(first?.['recaptcha_token']);
  });

  it('signs in with Google through the adapter when social_auth is on', async () => {
    const { api, user, onSignedIn } = setup(
      {
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ layout: { social_auth: true } })),
        '/etraining_login/alternative_login/': answer(tokenResponseSchema, tokensFixture),
      },
      { googleSignIn: { getIdToken: () => Promise.resolve('google-id-token') } },
    );
    await user.click(await screen.findByRole('button', { name: 'Entrar com o Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.to('/etraining_login/alternative_login/')[0]?.body).toEqual({
      provider: 'google',
      id_token: 'google-id-token',
    });
  });

  it.each([
    [
      'a refused Google token',
      apiError(400, 'google_login_failed'),
      'Erro ao efetuar login com o Google, tente novamente mais tarde.',
    ],
    [
      'a Google identity without profile',
      apiError(400, 'no_profile'),
      'Sem perfil cadastrado. Verifique com o gestor da plataforma.',
    ],
  ])('shows %s', async (_case, reply, message) => {
    const { user } = setup(
      {
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ layout: { social_auth: true } })),
        '/etraining_login/alternative_login/': reply,
      },
      { googleSignIn: { getIdToken: () => Promise.resolve('google-id-token') } },
    );
    await user.click(await screen.findByRole('button', { name: 'Entrar com o Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the managed sign-in link when show_azure_login_btn is on', async () => {
    setup(
      { '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { show_azure_login_btn: true } })) },
      { managedSignInUrl: 'https://login.example.com/start' },
    );
    expect(await screen.findByRole('link', { name: 'Entrar com a conta corporativa' })).toHaveAttribute(
      'href',
      'https://login.example.com/start',
    );
  });

  it('shows the maintenance message instead of the form, except on maintenance-login', async () => {
    const params = {
      '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { under_maintenance: true } })),
    };
    setup(params);
    expect(await screen.findByRole('heading', { name: 'Plataforma em manutenção' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('keeps the form on maintenance-login, with a note', async () => {
    setup(
      { '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { under_maintenance: true } })) },
      { maintenanceLogin: true },
    );
    expect(await screen.findByText('Acesso durante a manutenção: apenas para administradores.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('asks for a new password first when the user must change it', async () => {
    const { user, onSignedIn } = setup({
      '/api/me/': answer(meResponseSchema, meAnswer({ must_change_password: true })),
      '/accounts/change_password/': answer(messageResponseSchema, { message: 'ok' }),
    });
    await fillAndSubmit(user);
    expect(await screen.findByText('Por segurança, defina uma nova senha antes de continuar.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Senha atual/), DEMO_PASSWORD);
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ mustChangePassword: false })),
    );
  });

  it('signs out: revokes the server session, clears the local one and reports it', async () => {
    const onSignedOut = vi.fn();
    const { api, campus, user } = setup({ '/api/logout/': { status: 204 } }, { onSignedOut });
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(api.to('/api/logout/')).toHaveLength(1);
    expect(campus.stores.session.getState().access_token).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Você saiu da sua conta.');
  });

  it.each([
    ['en-US', 'User name, e-mail or document', 'Sign in'],
    ['es-ES', 'Usuario, correo o documento', 'Entrar'],
    ['fr-FR', "Nom d'utilisateur, e-mail ou document", 'Se connecter'],
  ])('speaks %s once its messages have loaded', async (locale, field, button) => {
    const api = createFakeApi({ '/api/params/': answer(paramsResponseSchema, paramsFixture()) });
    renderWithCampus(<Login />, createTestCampus({ api, locale }));
    expect(await screen.findByRole('textbox', { name: new RegExp(field) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('completes a session that arrived with a webservice token alone and reports the sign-in', async () => {
    const api = createFakeApi({
      '/api/params/': answer(paramsResponseSchema, paramsFixture()),
      '/api/me/': answer(meResponseSchema, meAnswer()),
    });
    const campus = createTestCampus({ api });
    campus.api.useWebserviceToken('webservice-token');
    const onSignedIn = vi.fn();
    renderWithCampus(<Login onSignedIn={onSignedIn} />, campus);
    expect(await screen.findByText('Você está conectado como Ana Souza.')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'learner' }));
    expect(api.to('/api/me/')[0]?.headers.get('authorization')).toBe('Bearer webservice-token');
  });
});
