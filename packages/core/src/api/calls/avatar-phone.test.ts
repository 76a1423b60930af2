import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { RecordedRequest, TestServer } from '../test-server.test-util.js';
import { removeAvatar, uploadAvatar } from './avatar.js';
import { sendPhoneVerificationCode, verifyPhoneCode } from './phone-verification.js';

const AVATAR = '/api/avatars/0123456789abcdef0123456789abcdef.jpg';
const nulls = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, null]));

/** A profile answer as the server words it, with the avatar given. */
const profile = (avatar: string | null) => ({
  id: 7,
  username: 'ana',
  status: 'approved',
  ...nulls(['email', 'document', 'document_country', 'name', 'last_name', 'nickname', 'store_nickname']),
  full_name: 'Ana Souza',
  ...nulls(['phone_mobile', 'phone_commercial', 'phone_residential', 'birthday_date', 'gender', 'children_count']),
  phone_mobile_verified: false,
  phone_commercial_verified: false,
  phone_residential_verified: false,
  ...nulls(['profession', 'marital_status', 'handicap_description', 'level', 'company_agency', 'branch']),
  address: nulls(['address', 'number', 'complement', 'neighborhood', 'city', 'state', 'zip_code']),
  is_handicapped: false,
  avatar,
  brands: [],
  retailers: [],
  country: null,
  language: null,
  accept_terms_and_conditions: true,
  accept_cookies_policy: true,
  register_completed: true,
});

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/accounts/profile/avatar/') {
      sendJson(response, 200, profile(request.method === 'POST' ? AVATAR : null));
    } else if (request.path === '/accounts/phone_verification/send/') {
      sendJson(response, 200, { message: 'ok', start_time: 1_000, duration: 300, expires_in: 600 });
    } else {
      sendJson(response, 200, { message: 'ok', phone_type: 'mobile', verified: true });
    }
  });
});
afterEach(async () => {
  await server.close();
});

const last = (): RecordedRequest => server.requests.at(-1) as RecordedRequest;

describe('avatar and phone verification calls (spec §2 profile, §3)', () => {
  it('uploadAvatar posts the image as the multipart `avatar` field with the bearer token', async () => {
    const { client } = createFixture(server.url);
    const answer = await uploadAvatar(client, new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    expect(answer.avatar).toBe(AVATAR);
    expect(last()).toMatchObject({ method: 'POST', path: '/accounts/profile/avatar/' });
    expect(last().headers['authorization']).toMatch(/^Bearer /);
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data/);
    const body = last().body.toString('latin1');
    expect(body).toContain('name="avatar"; filename="avatar.jpg"');
    expect(body).toContain('Content-Type: image/jpeg');
  });

  it('removeAvatar deletes and answers the profile without avatar', async () => {
    const { client } = createFixture(server.url);
    await expect(removeAvatar(client)).resolves.toMatchObject({ avatar: null });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/accounts/profile/avatar/' });
  });

  it('sends and verifies a mobile phone code as JSON', async () => {
    const { client } = createFixture(server.url);
    await expect(sendPhoneVerificationCode(client)).resolves.toMatchObject({ start_time: 1_000, duration: 300 });
    expect(JSON.parse(last().body.toString())).toEqual({ phone_type: 'mobile', channel: 'sms' });
    await expect(verifyPhoneCode(client, { code: '123456' })).resolves.toMatchObject({ verified: true });
    expect(last().path).toBe('/accounts/phone_verification/verify/');
    expect(JSON.parse(last().body.toString())).toEqual({ phone_type: 'mobile', code: '123456' });
  });
});
