import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Password and client-secret hashing with scrypt (node:crypto): a random 16-byte salt per hash, the cost
 * parameters stored in the hash so they can be raised later (see {@link needsRehash}), and a constant-time
 * comparison. Format: `scrypt$N$r$p$salt$hash` with base64 salt and hash.
 */

/** Cost parameters of new hashes: N=2^14, r=8 (16 MiB, about 50 ms on a server core). */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1 } as const;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function derive(secret: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) would refuse raised parameters.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password or client secret for storage. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(secret, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [prefix, n, r, p, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = Number.isInteger(params.N) && params.N >= 2 && params.N <= 2 ** 20 && (params.N & (params.N - 1)) === 0;
  if (!sane || !Number.isInteger(params.r) || !Number.isInteger(params.p) || params.r < 1 || params.p < 1) {
    return null;
  }
  if (params.r > 32 || params.p > 16) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** A fixed hash checked when there is no stored one, so "no such user" costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a secret against a stored hash in constant time. With `stored` null or malformed it still spends
 * a full hash computation and answers false, so callers can check unknown users without leaking timing.
 */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    dummyHash ??= hashSecret('campus-dummy-secret');
    const dummy = parseHash(await dummyHash);
    if (dummy) await derive(secret, dummy.salt, dummy.params);
    return false;
  }
  const key = await derive(secret, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses older cost parameters and should be replaced after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.N !== SCRYPT_PARAMS.N ||
    parsed.params.r !== SCRYPT_PARAMS.r ||
    parsed.params.p !== SCRYPT_PARAMS.p
  );
}
