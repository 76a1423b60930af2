import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itFulfilsTheCaptchaVerifierContract } from './captcha-contract.test-util';
import { createRecaptchaVerifier } from './recaptcha-verifier';
import type { RecaptchaVerifierOptions } from './recaptcha-verifier';
import { startSiteverifyFake } from './siteverify-fake.test-util';
import type { SiteverifyFake } from './siteverify-fake.test-util';

let fake: SiteverifyFake;
beforeAll(async () => {
  fake = await startSiteverifyFake();
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.mode = 'normal';
});

/** A log that keeps what the verifier reported. */
function recordingLog() {
  const entries: { details: Record<string, unknown>; message: string }[] = [];
  return {
    entries,
    error: (details: Record<string, unknown>, message: string) => void entries.push({ details, message }),
  };
}

function verifierFor(options: Partial<RecaptchaVerifierOptions> = {}) {
  const log = recordingLog();
  const verifier = createRecaptchaVerifier({ secret: fake.secret, verifyUrl: fake.url, log, ...options });
  return { verifier, log };
}

const LOGIN = { action: 'login', remoteIp: '198.51.100.23' } as const;

describe('reCAPTCHA verifier against a local siteverify', () => {
  itFulfilsTheCaptchaVerifierContract(async () => ({
    verifier: verifierFor().verifier,
    passedToken: async (action) => fake.issue(action),
  }));

  it('posts the form siteverify reads: secret, response and remoteip', async () => {
    const { verifier } = verifierFor();
    const token = fake.issue('login');
    const before = fake.requests.length;
    expect(await verifier.verify(token, LOGIN)).toBe(true);
    expect(fake.requests.slice(before)).toEqual([
      {
        method: 'POST',
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: { secret: fake.secret, response: token, remoteip: '198.51.100.23' },
      },
    ]);
  });

  it('asks nothing for an empty or overlong token', async () => {
    const { verifier } = verifierFor();
    const before = fake.requests.length;
    expect(await verifier.verify('', LOGIN)).toBe(false);
    expect(await verifier.verify('x'.repeat(5000), LOGIN)).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  it('accepts a v3 score from the minimum up, refuses a lower one', async () => {
    const { verifier, log } = verifierFor({ minScore: 0.7 });
    expect(await verifier.verify(fake.issue('login', { score: 0.7 }), LOGIN)).toBe(true);
    expect(await verifier.verify(fake.issue('login', { score: 0.69 }), LOGIN)).toBe(false);
    expect(await verifier.verify(fake.issue('login', { score: 0 }), LOGIN)).toBe(false);
    expect(log.entries).toEqual([]);
  });

  it('uses 0.5 as the minimum score unless told', async () => {
    const { verifier } = verifierFor();
    expect(await verifier.verify(fake.issue('login', { score: 0.5 }), LOGIN)).toBe(true);
    expect(await verifier.verify(fake.issue('login', { score: 0.3 }), LOGIN)).toBe(false);
  });

  it('accepts a v2 answer, which has neither score nor action', async () => {
    const { verifier } = verifierFor();
    expect(await verifier.verify(fake.issue('login', { score: null }), LOGIN)).toBe(true);
  });

  it('refuses a token the second time (siteverify: timeout-or-duplicate), without an operator alarm', async () => {
    const { verifier, log } = verifierFor();
    const token = fake.issue('login');
    expect(await verifier.verify(token, LOGIN)).toBe(true);
    expect(await verifier.verify(token, LOGIN)).toBe(false);
    expect(log.entries).toEqual([]);
  });

  it('refuses everything and logs an error when siteverify refuses the secret', async () => {
    const { verifier, log } = verifierFor({ secret: 'not-the-site-secret' });
    expect(await verifier.verify(fake.issue('login'), LOGIN)).toBe(false);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.message).toMatch(/CAMPUS_RECAPTCHA_SECRET/);
    expect(log.entries[0]?.details).toMatchObject({ errorCodes: ['invalid-input-secret'] });
  });

  it.each([
    ['an HTTP error', 'http_error', { status: 500 }],
    ['a page that is not JSON', 'not_json', { reason: 'SyntaxError' }],
    ['JSON of another format', 'unknown_format', {}],
  ] as const)('fails closed and logs when siteverify answers %s', async (_name, mode, details) => {
    const { verifier, log } = verifierFor();
    const token = fake.issue('login');
    fake.mode = mode;
    expect(await verifier.verify(token, LOGIN)).toBe(false);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.details).toMatchObject({ verifier: 'recaptcha', verifyUrl: fake.url, ...details });
    expect(JSON.stringify(log.entries)).not.toContain(token);
    expect(JSON.stringify(log.entries)).not.toContain(fake.secret);
  });

  it('fails closed and logs when siteverify does not answer in time', async () => {
    const { verifier, log } = verifierFor({ timeoutMs: 50 });
    fake.mode = 'silent';
    expect(await verifier.verify(fake.issue('login'), LOGIN)).toBe(false);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.details).toMatchObject({ reason: 'TimeoutError' });
  });

  it('fails closed and logs when siteverify cannot be reached', async () => {
    const gone = await startSiteverifyFake();
    await gone.close();
    const { verifier, log } = verifierFor({ verifyUrl: gone.url, secret: gone.secret });
    expect(await verifier.verify(gone.issue('login'), LOGIN)).toBe(false);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.message).toMatch(/could not be reached/);
  });
});
