import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASIC, createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { RecordedRequest, TestServer } from '../test-server.test-util.js';
import { alternativeLogin } from './alternative-login.js';
import { completeFileDownload } from './files-complete.js';
import {
  getPhoneNumberWithDocument,
  recoverPassword,
  sendRecoverPasswordCode,
  validateRecoverPasswordCode,
} from './recover-password.js';
import { reloadUserTokens } from './reload-user-tokens.js';
import { requestPasswordToken, requestRefreshGrant } from './token.js';
import { downloadTrailCertificate } from './trail-certificate.js';

const TOKENS = {
  access_token: 'a',
  refresh_token: 'r',
  user_firebase_token: 'f',
  expires_in: 60,
  token_type: 'Bearer',
};
const ANSWERS: Record<string, unknown> = {
  '/o/token/': TOKENS,
  '/etraining_login/alternative_login/': TOKENS,
  '/accounts/reload_user_tokens/': TOKENS,
  '/etraining_login/api_recover_password/': { message: 'sent', masked_email: 'a***@x.com' },
  '/etraining_login/get_phone_number_with_document/': { phone_number: '(11) *****-1234', channels: ['sms'] },
  '/etraining_login/send_recover_password_code/': { message: 'sent', expires_in: 600, resend_after: 300 },
  '/etraining_login/validate_recover_password_code/': { username: 'ana', uidb64: 'MTI', token: 'abc-123' },
  '/api/files/complete/': {
    activity_id: 7,
    status: 'finished',
    progress: 100,
    course: { id: 3, status: 'in_progress', progress: 50 },
  },
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/get_trail_user_result_certificate/') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7');
      return;
    }
    sendJson(response, 200, ANSWERS[request.path] ?? {});
  });
});
afterEach(async () => {
  await server.close();
});

const only = (): RecordedRequest => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as RecordedRequest;
};
const form = (request: RecordedRequest) => Object.fromEntries(new URLSearchParams(request.body.toString()));
const json = (request: RecordedRequest): unknown => JSON.parse(request.body.toString());

describe('typed calls (SPECIFICATION §7 Calls)', () => {
  it('requestPasswordToken: POST /o/token/ password grant, form, basic', async () => {
    const { client } = createFixture(server.url, null);
    await expect(requestPasswordToken(client, { username: 'ana', password: 'pw' })).resolves.toEqual(TOKENS);
    expect(only()).toMatchObject({ method: 'POST', path: '/o/token/', headers: { authorization: BASIC } });
    expect(form(only())).toEqual({ grant_type: 'password', username: 'ana', password: 'pw' });
  });

  it('requestRefreshGrant: POST /o/token/ refresh grant', async () => {
    const { client } = createFixture(server.url, null);
    await requestRefreshGrant(client, 'r0');
    expect(form(only())).toEqual({ grant_type: 'refresh_token', refresh_token: 'r0' });
  });

  it('alternativeLogin: form with basic credentials', async () => {
    const { client } = createFixture(server.url);
    await alternativeLogin(client, {
      provider: 'document',
      document: '12345678901',
      document_country: 'BRA',
      password: 'pw',
    });
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/etraining_login/alternative_login/',
      headers: { authorization: BASIC },
    });
    expect(form(only())).toEqual({
      provider: 'document',
      document: '12345678901',
      document_country: 'BRA',
      password: 'pw',
    });
  });

  it('recover-password calls: JSON POST without auth', async () => {
    const { client } = createFixture(server.url);
    const document = { document: '12345678', document_country: 'ARG' } as const;
    await expect(recoverPassword(client, { login: 'ana@x.com' })).resolves.toMatchObject({ message: 'sent' });
    await expect(getPhoneNumberWithDocument(client, document)).resolves.toMatchObject({ channels: ['sms'] });
    await sendRecoverPasswordCode(client, { ...document, phone_number: '5491122223333', channel: 'whatsapp' });
    await expect(validateRecoverPasswordCode(client, { ...document, code: '123456' })).resolves.toEqual({
      username: 'ana',
      uidb64: 'MTI',
      token: 'abc-123',
    });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/etraining_login/api_recover_password/',
      '/etraining_login/get_phone_number_with_document/',
      '/etraining_login/send_recover_password_code/',
      '/etraining_login/validate_recover_password_code/',
    ]);
    for (const request of server.requests) {
      expect(request.method).toBe('POST');
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(json(server.requests[3] as RecordedRequest)).toEqual({ ...document, code: '123456' });
  });

  it('reloadUserTokens: JSON POST with bearer', async () => {
    const { client } = createFixture(server.url);
    await expect(reloadUserTokens(client, { client_id: 3 })).resolves.toEqual(TOKENS);
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/accounts/reload_user_tokens/',
      headers: { authorization: 'Bearer old-access' },
    });
    expect(json(only())).toEqual({ client_id: 3 });
  });

  it('downloadTrailCertificate: form POST with bearer, resolves with the file', async () => {
    const { client } = createFixture(server.url);
    const file = await downloadTrailCertificate(client, { id_trail: 42 });
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(only()).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer old-access' } });
    expect(form(only())).toEqual({ id_trail: '42' });
  });

  it('completeFileDownload: multipart POST without auth', async () => {
    const { client } = createFixture(server.url);
    const url = 'https://content.example.com/7/1.99.token/aula.swf';
    await expect(completeFileDownload(client, { url })).resolves.toEqual({
      activity_id: 7,
      status: 'finished',
      progress: 100,
      course: { id: 3, status: 'in_progress', progress: 50 },
    });
    expect(only().headers.authorization).toBeUndefined();
    expect(only().headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(only().body.toString()).toContain(`name="url"\r\n\r\n${url}`);
  });
});
