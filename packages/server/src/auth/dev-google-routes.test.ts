import { tokenResponseSchema } from '@campus/core/schemas';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { postForm } from '../test-support/auth-test-helpers.test-util';

const SITE = 'http://site.test';

describeEachDatabase('the development Google stand-in (demo mode)', (kind) => {
  const context = useTestApp(kind, { seed: true, config: { corsOrigins: [SITE] } });

  it('says it is on, with the development client id', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/dev/google/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ client_id: 'campus-dev-google', sign_in_path: '/dev/google/sign-in/' });
  });

  it('serves a localized page asking for the e-mail, for allowed origins only', async () => {
    const page = await context.app.inject({
      method: 'GET',
      url: `/dev/google/sign-in/?origin=${encodeURIComponent(SITE)}&locale=fr-FR`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Google (développement)');
    expect(page.body).toContain('name="email"');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    const refused = await context.app.inject({
      method: 'GET',
      url: `/dev/google/sign-in/?origin=${encodeURIComponent('https://evil.test')}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
  });

  it('hands the opener an ID token the alternative login accepts for that e-mail', async () => {
    const answer = await context.app.inject({
      method: 'POST',
      url: '/dev/google/sign-in/?locale=en-US',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ origin: SITE, email: 'learner@campus.example' }).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(answer.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(answer.body).toContain(`data-origin="${SITE}"`);
    const idToken = /data-token="([^"]+)"/.exec(answer.body)?.[1] ?? '';
    expect(idToken.split('.')).toHaveLength(3);
    const signedIn = await postForm(context.app, '/etraining_login/alternative_login/', {
      provider: 'google',
      id_token: idToken,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(tokenResponseSchema.parse(signedIn.json()).refresh_token).toBeTruthy();
  });

  it('does not exist for callers on another machine (it signs anyone in), as the outbox', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await context.app.inject({ method: 'GET', url: '/dev/google/', headers: forwarded })).statusCode).toBe(404);
    const post = await context.app.inject({
      method: 'POST',
      url: '/dev/google/sign-in/',
      headers: { ...forwarded, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ origin: SITE, email: 'admin@campus.example' }).toString(),
    });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain('data-token');
  });
});

describeEachDatabase('the development Google stand-in outside demo mode', (kind) => {
  const context = useTestApp(kind, { config: { demo: false } });

  it('does not exist', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/dev/google/' })).statusCode).toBe(404);
  });
});
