import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import { meResponseSchema, paramsResponseSchema, tokenResponseSchema } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus, meAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { paramsFixture, tokensFixture } from '../../../auth/src/fixtures/wire.fixtures';
import { resetDevelopmentGoogleProbe } from '../account/dev-google';
import { useSiteMessages } from '../messages/site-messages';
import LoginPage from './login-page';

function WithMessages() {
  useSiteMessages();
  return <LoginPage />;
}

/** The API's answer to the development Google probe (`GET /dev/google/`): on in demo mode, 404 otherwise. */
function stubGoogleProbe(on: boolean) {
  const fetcher = vi.fn(async () =>
    on
      ? new Response(JSON.stringify({ client_id: 'campus-dev-google', sign_in_path: '/dev/google/sign-in/' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), { status: 404 }),
  );
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

function renderLogin(params: Parameters<typeof paramsFixture>[0], routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    '/api/params/': answer(paramsResponseSchema, paramsFixture(params)),
    '/api/me/': answer(meResponseSchema, meAnswer()),
    ...routes,
  });
  const campus = createTestCampus({ api });
  const router = createTestRouter([{ path: '/', element: <WithMessages /> }], { path: '/' });
  renderWithCampus(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    campus,
  );
  return { api, campus };
}

beforeEach(() => {
  resetDevelopmentGoogleProbe();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login page’s Google and managed buttons', () => {
  it('shows Google when social_auth is on and the API offers its development stand-in', async () => {
    const probe = stubGoogleProbe(true);
    renderLogin({ layout: { social_auth: true } });
    expect(await screen.findByRole('button', { name: 'Entrar com o Google' })).toBeInTheDocument();
    expect(probe).toHaveBeenCalledWith('https://api.campus.test/dev/google/', { credentials: 'omit' });
  });

  it('shows no Google button when social_auth is off, nor without a Google adapter', async () => {
    stubGoogleProbe(true);
    renderLogin({ layout: { social_auth: false } });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Entrar com o Google' })).toBeNull();
  });

  it('shows no Google button when the API has no stand-in (not demo mode), even with social_auth', async () => {
    const probe = stubGoogleProbe(false);
    renderLogin({ layout: { social_auth: true } });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(probe).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Entrar com o Google' })).toBeNull();
  });

  it('links the managed sign-in to the API’s start route when show_azure_login_btn is on', async () => {
    stubGoogleProbe(false);
    renderLogin({ login: { show_azure_login_btn: true } });
    const link = await screen.findByRole('link', { name: 'Entrar com a conta corporativa' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://api.campus.test/auth/managed/start/');
    expect(href.searchParams.get('client_id')).toBe('campus-web');
    expect(href.searchParams.get('return_to')).toBe(`${window.location.origin}/`);
  });

  it('has no managed link when show_azure_login_btn is off', async () => {
    stubGoogleProbe(false);
    renderLogin({ login: { show_azure_login_btn: false } });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com a conta corporativa' })).toBeNull();
  });
});

describe('the managed sign-in’s return to the login page', () => {
  it('trades #managed_code at /o/token/ for a session with a refresh token, and clears the fragment', async () => {
    stubGoogleProbe(false);
    window.history.replaceState(null, '', '/#managed_code=one-time');
    const { api, campus } = renderLogin({}, { '/o/token/': answer(tokenResponseSchema, tokensFixture) });
    await waitFor(() => expect(campus.stores.session.getState().access_token).toBe('access-1'));
    expect(campus.stores.session.getState().refresh_token).toBe('refresh-1');
    const [token] = api.to('/o/token/');
    expect(token?.body).toEqual({ grant_type: 'managed_code', code: 'one-time' });
    expect(token?.headers.get('authorization')).toMatch(/^Basic /);
    expect(window.location.hash).toBe('');
  });

  it('shows the refusal of a spent code', async () => {
    stubGoogleProbe(false);
    window.history.replaceState(null, '', '/#managed_code=spent');
    renderLogin({}, { '/o/token/': apiError(400, 'managed_login_failed') });
    const alert = await screen.findByText('Erro ao efetuar login corporativo, tente novamente mais tarde.');
    expect(alert).toHaveAttribute('role', 'alert');
  });

  it.each([
    ['managed_login_no_profile', 'Sem perfil cadastrado para este e-mail corporativo.'],
    ['user_blocked', 'Você foi bloqueado.'],
    ['something_new', 'Não foi possível entrar com a conta corporativa. Tente novamente.'],
  ])('shows #error=%s in the interface language and clears the fragment', async (code, text) => {
    stubGoogleProbe(false);
    window.history.replaceState(null, '', `/#error=${code}`);
    renderLogin({});
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(window.location.hash).toBe('');
  });
});
