import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASIC, createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { RecordedRequest, TestServer } from '../test-server.test-util.js';
import {
  changePassword,
  checkPasswordLink,
  fetchRegistrationOptions,
  firstAccess,
  logout,
  register,
  setPasswordFromLink,
} from './accounts.js';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/api/logout/') {
      response.writeHead(204);
      response.end();
      return;
    }
    const answers: Record<string, unknown> = {
      '/accounts/register-pop-trade/': { id: 7, username: '52998224725', status: 'awaiting_approval' },
      '/etraining_login/check_password_link/': { username: 'ana' },
      '/accounts/registration_options/': {
        countries: [{ code: 'BRA', name: 'Brasil' }],
        agencies: [],
        chains: [],
        genders: ['female'],
        marital_statuses: ['single'],
      },
    };
    sendJson(response, 200, answers[request.path] ?? { message: 'ok' });
  });
});
afterEach(async () => {
  await server.close();
});

const last = (): RecordedRequest => server.requests.at(-1) as RecordedRequest;

describe('account calls (docs/server.md "Accounts")', () => {
  it('register posts JSON to the variant path with the client credentials when signed out', async () => {
    const { client } = createFixture(server.url, null);
    const answer = await register(client, { name: 'Ana' } as never, 'register-pop-trade');
    expect(answer.status).toBe('awaiting_approval');
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/accounts/register-pop-trade/',
      headers: { authorization: BASIC },
    });
  });

  it('password-link and first-access calls are public JSON', async () => {
    const { client } = createFixture(server.url);
    const link = { username: 'ana', uidb64: 'MTI', token: 't-1' };
    await expect(checkPasswordLink(client, link)).resolves.toEqual({ username: 'ana' });
    await setPasswordFromLink(client, { ...link, password: 'Abc123!', password_confirmation: 'Abc123!' }, 'recover');
    await setPasswordFromLink(client, { ...link, password: 'Abc123!', password_confirmation: 'Abc123!' }, 'set');
    await firstAccess(client, {
      document: '52998224725',
      document_country: 'BRA',
      password: 'Abc123!',
      password_confirmation: 'Abc123!',
    });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/etraining_login/check_password_link/',
      '/etraining_login/recover_password/',
      '/etraining_login/set_password/',
      '/accounts/first_access/',
    ]);
    for (const request of server.requests) expect(request.headers.authorization).toBeUndefined();
    expect(JSON.parse(last().body.toString())).toMatchObject({ document_country: 'BRA' });
  });

  it('change password, logout and registration options carry the bearer; the options take the country', async () => {
    const { client } = createFixture(server.url);
    await changePassword(client, { current_password: 'a', password: 'Abc123', password_confirmation: 'Abc123' });
    expect(last().headers.authorization).toBe('Bearer old-access');
    await logout(client);
    expect(last()).toMatchObject({ method: 'POST', path: '/api/logout/' });
    await fetchRegistrationOptions(client, 'BRA');
    expect(last().url).toContain('country=BRA');
    expect(last().headers.authorization).toBe('Bearer old-access');
  });

  it('registration options name the client with its credentials when signed out (each client has its own)', async () => {
    const { client } = createFixture(server.url, null);
    await fetchRegistrationOptions(client);
    expect(last()).toMatchObject({ path: '/accounts/registration_options/', headers: { authorization: BASIC } });
  });
});
