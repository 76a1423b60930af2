import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '@campus/core';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { SeenRequest } from '../testing/site-render.test-util';
import { COOKIE_CHOICE_COOKIE } from './cookie-choice';
import { CookieConsent } from './cookie-consent';

function setUp({ optional, signedIn = true }: { optional: boolean; signedIn?: boolean }) {
  const seen: SeenRequest[] = [];
  const campus = createSiteTestCampus(
    (request) =>
      request.path === '/accounts/accept_cookies/'
        ? {
            status: 200,
            body: {
              accept_terms_and_conditions: true,
              accept_cookies_policy: (request.body as { accept_cookies_policy: boolean }).accept_cookies_policy,
            },
          }
        : undefined,
    seen,
  );
  if (!signedIn) campus.stores.session.setState({ access_token: null, id: null });
  campus.stores.params.getState().setParams({ login: { cookies_optional: optional } });
  const jar = createMemoryCookieJar();
  renderInSite(<CookieConsent jar={jar} />, campus);
  return { campus, jar, seen };
}

describe('CookieConsent (spec §3 cookie policy over the core store)', () => {
  it('offers essential-only when cookies are optional, records the refusal and saves it on the account', async () => {
    const user = userEvent.setup();
    const { campus, jar, seen } = setUp({ optional: true });
    const banner = await screen.findByRole('region', { name: 'Sua privacidade' });
    expect(banner).toHaveTextContent('cookies de desempenho');

    await user.click(screen.getByRole('button', { name: 'Somente essenciais' }));
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).not.toBeInTheDocument();
    expect(campus.stores.cookiesPolicy.getState().accept_cookies).toBe(false);
    expect(jar.get(COOKIE_CHOICE_COOKIE)).toBe('essential');
    await waitFor(() =>
      expect(seen).toContainEqual({
        method: 'POST',
        path: '/accounts/accept_cookies/',
        body: { accept_cookies_policy: false },
      }),
    );
  });

  it('asks only to accept when cookies are not optional; signed out, nothing is sent', async () => {
    const user = userEvent.setup();
    const { campus, jar, seen } = setUp({ optional: false, signedIn: false });
    await screen.findByRole('region', { name: 'Sua privacidade' });
    expect(screen.queryByRole('button', { name: 'Somente essenciais' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(campus.stores.cookiesPolicy.getState().accept_cookies).toBe(true);
    expect(jar.get(COOKIE_CHOICE_COOKIE)).toBe('all');
    expect(seen.filter((request) => request.path === '/accounts/accept_cookies/')).toEqual([]);
  });

  it('opens the policy and the preferences dialogs from the store, and saves the optional cookies choice', async () => {
    const user = userEvent.setup();
    const { campus, jar } = setUp({ optional: true });
    await user.click(await screen.findByRole('button', { name: 'Ler a política de cookies' }));
    expect(campus.stores.cookiesPolicy.getState().policy_modal).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Política de cookies' })).toBeInTheDocument();
    campus.stores.cookiesPolicy.getState().closePolicyModal();

    campus.stores.cookiesPolicy.getState().openPolicyPreferences();
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Cookies essenciais/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Cookies de desempenho/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(campus.stores.cookiesPolicy.getState()).toMatchObject({
      accept_cookies: true,
      policy_preferences_modal: false,
    });
    expect(jar.get(COOKIE_CHOICE_COOKIE)).toBe('all');
  });
});
