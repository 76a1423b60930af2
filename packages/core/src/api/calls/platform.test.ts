import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { RecordedRequest, TestServer } from '../test-server.test-util.js';
import { acceptCookiesPolicy, deleteAccount, sendContactMessage } from './account-actions.js';
import { fetchFaq, fetchInstitutionalPage, fetchWelcomeBanner } from './platform.js';

const PAGE = { slug: 'support', title: 'Suporte', body: 'Fale conosco.', updated_at: '2026-01-05T12:00:00Z' };
const ANSWERS: Record<string, unknown> = {
  '/api/welcome-banner/': { welcome_banner: [{ id: 1, image: '/static/banner.svg', title: 'Bem-vindo' }] },
  '/api/faq/': { categories: [] },
  '/api/institutional/support/': PAGE,
  '/api/contact/': { message: 'Responderemos em até 2 dias úteis.' },
  '/accounts/accept_cookies/': { accept_terms_and_conditions: true, accept_cookies_policy: false },
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.method === 'DELETE') {
      response.writeHead(204);
      response.end();
      return;
    }
    sendJson(response, 200, ANSWERS[request.path] ?? {});
  });
});
afterEach(async () => {
  await server.close();
});

const last = (): RecordedRequest => server.requests.at(-1) as RecordedRequest;
const json = (request: RecordedRequest): unknown => JSON.parse(request.body.toString());

describe('platform content calls (spec §2 home, faq, institutional pages)', () => {
  it('reads the welcome banner, the FAQ (searched or not) and an institutional page', async () => {
    const { client } = createFixture(server.url);
    await expect(fetchWelcomeBanner(client)).resolves.toEqual(ANSWERS['/api/welcome-banner/']);
    await expect(fetchFaq(client)).resolves.toEqual({ categories: [] });
    expect(last().url).toBe('/api/faq/');
    await fetchFaq(client, { search: '' });
    expect(last().url).toBe('/api/faq/');
    await fetchFaq(client, { search: 'senha' });
    expect(last().url).toBe('/api/faq/?search=senha');
    await expect(fetchInstitutionalPage(client, 'support')).resolves.toEqual(PAGE);
    expect(last()).toMatchObject({ method: 'GET', path: '/api/institutional/support/' });
  });
});

describe('account actions (spec §1 deletion, §2 contact-us and cookie settings)', () => {
  it('sends a contact message, the cookie choice and a deletion with the bearer token', async () => {
    const { client } = createFixture(server.url);
    const sent = await sendContactMessage(client, { subject: 'question', message: 'Olá' });
    expect(sent.message).toBe('Responderemos em até 2 dias úteis.');
    expect(last()).toMatchObject({ method: 'POST', path: '/api/contact/' });
    expect(json(last())).toEqual({ subject: 'question', message: 'Olá' });

    await expect(acceptCookiesPolicy(client, false)).resolves.toEqual({
      accept_terms_and_conditions: true,
      accept_cookies_policy: false,
    });
    expect(last()).toMatchObject({ method: 'POST', path: '/accounts/accept_cookies/' });
    expect(json(last())).toEqual({ accept_cookies_policy: false });

    await expect(deleteAccount(client, 'Maria Silva')).resolves.toBeUndefined();
    expect(last()).toMatchObject({ method: 'DELETE', path: '/accounts/profile/' });
    expect(json(last())).toEqual({ full_name: 'Maria Silva' });
    for (const request of server.requests) expect(request.headers.authorization).toBe('Bearer old-access');
  });
});
