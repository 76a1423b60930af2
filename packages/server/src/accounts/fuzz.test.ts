import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import {
  createUser,
  freshIp,
  sendJson,
  signIn,
  TEST_ADDRESS,
  TEST_PASSWORD,
  validRegistration,
} from './account-test-helpers.test-util';

/** Values that break naive code: huge and fractional numbers, NUL and odd unicode, long strings, nesting. */
const nastyValue = fc.oneof(
  fc.string(),
  fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '😀'.repeat(300),
    'x'.repeat(5000),
    '52998224725',
    '529.982.247-25',
    '2000-01-01',
    '2000-13-45',
    '+55 11 98765-4321',
    '000000',
    'learner',
    'learner@campus.example',
    'BRA',
    'sms',
    'mobile',
  ),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(
    fc.oneof(
      fc.integer(),
      fc.record({
        id: fc.integer(),
        brand_ids: fc.array(fc.integer(), { maxLength: 3 }),
        store_ids: fc.array(fc.integer(), { maxLength: 3 }),
      }),
    ),
    { maxLength: 4 },
  ),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
);

/** A body with some of an endpoint's own keys, each holding anything. */
const shapedBody = (keys: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), nastyValue, {
    maxKeys: keys.length + 2,
  });

/** A valid body with one field replaced by anything, or dropped: gets past schema validation into the rules. */
const mutatedBody = (base: Readonly<Record<string, unknown>>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(base)), fc.option(nastyValue, { nil: undefined }))
    .map(([key, value]) =>
      Object.fromEntries(Object.entries({ ...base, [key]: value }).filter(([, v]) => v !== undefined)),
    );

/** Any JSON at all, a body shaped like the endpoint's, or a valid one with a field gone wrong. */
const body = (keys: readonly string[], base: Readonly<Record<string, unknown>>) =>
  fc.oneof(fc.jsonValue({ maxDepth: 3 }), shapedBody(keys), mutatedBody(base), mutatedBody(base));

const REGISTRATION_KEYS = [
  'username',
  'name',
  'last_name',
  'nickname',
  'store_nickname',
  'email',
  'email_confirmation',
  'document',
  'document_country',
  'birthday_date',
  'gender',
  'phone_mobile',
  'password',
  'password_confirmation',
  'country',
  'language',
  'accept_terms',
  'agencies',
  'chains',
];
const PROFILE_KEYS = [
  'name',
  'last_name',
  'nickname',
  'store_nickname',
  'email',
  'email_confirmation',
  'phone_mobile',
  'phone_commercial',
  'phone_residential',
  'birthday_date',
  'gender',
  'children_count',
  'profession',
  'marital_status',
  'address',
  'is_handicapped',
  'handicap_description',
  'avatar',
  'branch',
  'agencies',
  'chains',
  'country',
  'language',
  'accept_terms',
  'document',
  'document_country',
];
const LINK_KEYS = ['username', 'uidb64', 'token', 'password', 'password_confirmation'];

/** Valid bodies to mutate, filled in `beforeAll` (registration needs the seeded organisation ids). */
const BASES: Record<string, Record<string, unknown>> = {};
const document = { document: '52998224725', document_country: 'BRA' };
const link = {
  username: 'learner',
  uidb64: 'MQ',
  token: 'mb3x-abc',
  password: 'Abc123!x',
  password_confirmation: 'Abc123!x',
};
const address = TEST_ADDRESS;

/** Every write endpoint of the account area, with the keys its body knows and how it is authorised. */
const ENDPOINTS: readonly {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  keys: readonly string[];
  auth?: 'client' | 'user';
}[] = [
  { method: 'POST', url: '/etraining_login/api_recover_password/', keys: ['login'] },
  { method: 'POST', url: '/etraining_login/get_phone_number_with_document/', keys: ['document', 'document_country'] },
  {
    method: 'POST',
    url: '/etraining_login/send_recover_password_code/',
    keys: ['document', 'document_country', 'phone_number', 'channel'],
  },
  {
    method: 'POST',
    url: '/etraining_login/validate_recover_password_code/',
    keys: ['document', 'document_country', 'code'],
  },
  { method: 'POST', url: '/etraining_login/check_password_link/', keys: LINK_KEYS },
  { method: 'POST', url: '/etraining_login/set_password/', keys: LINK_KEYS },
  { method: 'POST', url: '/etraining_login/recover_password/', keys: LINK_KEYS },
  { method: 'POST', url: '/accounts/register/', keys: REGISTRATION_KEYS, auth: 'client' },
  { method: 'POST', url: '/accounts/register-seven-trade/', keys: REGISTRATION_KEYS, auth: 'client' },
  { method: 'POST', url: '/accounts/register-pop-trade/', keys: REGISTRATION_KEYS, auth: 'client' },
  { method: 'POST', url: '/accounts/pre_register/', keys: REGISTRATION_KEYS, auth: 'client' },
  {
    method: 'POST',
    url: '/accounts/first_access/',
    keys: ['document', 'document_country', 'birthday_date', 'email', 'password', 'password_confirmation'],
  },
  { method: 'PATCH', url: '/accounts/profile/', keys: PROFILE_KEYS, auth: 'user' },
  { method: 'POST', url: '/accounts/complete_register/', keys: PROFILE_KEYS, auth: 'user' },
  { method: 'POST', url: '/accounts/accept_terms/', keys: ['accept_terms_and_conditions'], auth: 'user' },
  { method: 'POST', url: '/accounts/accept_cookies/', keys: ['accept_cookies_policy'], auth: 'user' },
  {
    method: 'POST',
    url: '/accounts/change_password/',
    keys: ['current_password', 'password', 'password_confirmation'],
    auth: 'user',
  },
  { method: 'POST', url: '/accounts/phone_verification/send/', keys: ['phone_type', 'channel'], auth: 'user' },
  { method: 'POST', url: '/accounts/phone_verification/verify/', keys: ['phone_type', 'code'], auth: 'user' },
  { method: 'DELETE', url: '/accounts/profile/', keys: ['full_name'], auth: 'user' },
];

describeEachDatabase('account endpoints under fuzzed bodies', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let token = '';
  beforeAll(async () => {
    const user = await createUser(context.database.db, `fuzz-${kind}`);
    token = (await signIn(context.app, user.username, TEST_PASSWORD)).access_token;
    const registration = await validRegistration(context.app);
    const { agencies, chains } = registration;
    Object.assign(BASES, {
      '/etraining_login/api_recover_password/': { login: 'learner' },
      '/etraining_login/get_phone_number_with_document/': document,
      '/etraining_login/send_recover_password_code/': {
        ...document,
        phone_number: '+55 11 98765-4321',
        channel: 'sms',
      },
      '/etraining_login/validate_recover_password_code/': { ...document, code: '123456' },
      '/etraining_login/check_password_link/': link,
      '/etraining_login/set_password/': link,
      '/etraining_login/recover_password/': link,
      '/accounts/register/': registration,
      '/accounts/register-seven-trade/': registration,
      '/accounts/register-pop-trade/': registration,
      '/accounts/pre_register/': registration,
      '/accounts/first_access/': {
        ...document,
        birthday_date: '1994-03-12',
        password: 'Abc123!x',
        password_confirmation: 'Abc123!x',
      },
      '/accounts/profile/': { nickname: 'Fuzzy', address, agencies, chains, birthday_date: '1990-01-01' },
      '/accounts/complete_register/': {
        name: 'F',
        last_name: 'Z',
        birthday_date: '1990-01-01',
        phone_mobile: '+55 11 95555-0000',
        address,
        accept_terms: true,
        agencies,
        chains,
        document: '39053344705',
        document_country: 'BRA',
      },
      '/accounts/accept_terms/': { accept_terms_and_conditions: true },
      '/accounts/accept_cookies/': { accept_cookies_policy: true },
      '/accounts/change_password/': {
        current_password: 'wrong',
        password: 'Abc123!x',
        password_confirmation: 'Abc123!x',
      },
      '/accounts/phone_verification/send/': { phone_type: 'mobile', channel: 'sms' },
      '/accounts/phone_verification/verify/': { phone_type: 'mobile', code: '123456' },
    });
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url} answers 4xx, never 5xx`, async () => {
      const auth = endpoint.auth === 'user' ? token : endpoint.auth;
      await fc.assert(
        fc.asyncProperty(
          body(
            endpoint.keys,
            endpoint.method === 'DELETE' ? { full_name: 'Somebody Else' } : (BASES[endpoint.url] ?? {}),
          ),
          async (payload) => {
            const response = await sendJson(context.app, endpoint.url, JSON.stringify(payload), {
              method: endpoint.method,
              ip: freshIp(),
              headers: { 'content-type': 'application/json' },
              ...(auth === undefined ? {} : { auth }),
            });
            expect(response.statusCode, `${response.body} for ${JSON.stringify(payload)}`).toBeLessThan(500);
            if (response.statusCode >= 400)
              expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          },
        ),
        { numRuns: 20 },
      );
    });
  }

  it('refuses U+0000 anywhere in a body with 400 (PostgreSQL text cannot hold it)', async () => {
    for (const [url, payload] of [
      ['/etraining_login/api_recover_password/', { login: 'a\u0000b' }],
      ['/accounts/first_access/', { ...BASES['/accounts/first_access/'], email: '\u0000' }],
    ] as const) {
      const response = await sendJson(context.app, url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request', fields: [expect.stringMatching(/^body\./)] });
    }
    const patch = await sendJson(
      context.app,
      '/accounts/profile/',
      { address: { city: 'x\u0000' } },
      { method: 'PATCH', auth: token },
    );
    expect(patch.json()).toMatchObject({ code: 'invalid_request', fields: ['body.address.city'] });
  });

  it('answers malformed JSON with 400 malformed_body', async () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.auth !== 'user')) {
      const response = await sendJson(context.app, endpoint.url, '{"login": ', {
        method: endpoint.method,
        headers: { 'content-type': 'application/json' },
        ...(endpoint.auth === 'client' ? { auth: 'client' } : {}),
      });
      expect(response.statusCode, endpoint.url).toBe(400);
      expect(response.json().code).toBe('malformed_body');
    }
  });
});
