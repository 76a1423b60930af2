import { beforeAll, describe, expect, it } from 'vitest';
import { createDevelopmentGoogleSignIn } from './google-sign-in.js';
import { describeGoogleSignInAdapterContract } from './google-sign-in.contract.test-util.js';

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const CLIENT_ID = 'campus-dev.apps.googleusercontent.com';

let keys: CryptoKeyPair;
let privateJwk: JsonWebKey;

beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { ...RS256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  privateJwk = await crypto.subtle.exportKey('jwk', keys.privateKey);
});

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The server's check of the signature (jose's RS256 is this Web Crypto call). */
async function verifySignature(token: string): Promise<boolean> {
  const [header, payload, signature] = token.split('.');
  return crypto.subtle.verify(
    RS256,
    keys.publicKey,
    Buffer.from(signature ?? '', 'base64url'),
    new TextEncoder().encode(`${header}.${payload}`),
  );
}

describeGoogleSignInAdapterContract('development (CryptoKey)', {
  create: () => createDevelopmentGoogleSignIn({ signingKey: keys.privateKey, clientId: CLIENT_ID, email: 'a@b.test' }),
  clientId: CLIENT_ID,
  verifySignature,
});

describeGoogleSignInAdapterContract('development (private JWK)', {
  create: () => createDevelopmentGoogleSignIn({ signingKey: privateJwk, clientId: CLIENT_ID, email: 'a@b.test' }),
  clientId: CLIENT_ID,
  verifySignature,
});

describe('createDevelopmentGoogleSignIn', () => {
  it('signs the given person with a verified e-mail, the key id and the lifetime asked for', async () => {
    const adapter = createDevelopmentGoogleSignIn({
      signingKey: keys.privateKey,
      keyId: 'local-1',
      clientId: CLIENT_ID,
      email: 'learner@campus.example',
      lifetimeSeconds: 120,
      now: () => 1_800_000_000_000,
    });
    const [header, payload] = (await adapter.getIdToken()).split('.');
    expect(decode(header!)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'local-1' });
    expect(decode(payload!)).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'dev-learner@campus.example',
      email: 'learner@campus.example',
      email_verified: true,
      iat: 1_800_000_000,
      exp: 1_800_000_120,
    });
  });

  it('answers a different token on every call', async () => {
    const adapter = createDevelopmentGoogleSignIn({ signingKey: privateJwk, clientId: CLIENT_ID, email: 'a@b.test' });
    expect(await adapter.getIdToken()).not.toBe(await adapter.getIdToken());
  });
});
