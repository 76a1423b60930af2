import { COOKIE_MAX_AGE_SECONDS } from '../cookies/stored-country.js';
import type { CookieJar } from '../cookies/cookie-jar.js';
import { generateKeyMaterial, importBlobKey } from './blob-cipher.js';

/** Where the encryption key lives and how to read it. */
export interface KeyRingOptions {
  cookies: CookieJar;
  cookieName: string;
  crypto: Crypto;
}

/**
 * The persistence key, held in a cookie (spec §7): `Secure; SameSite=Strict; Path=/; Max-Age=180 days`.
 * The cookie is read on every use instead of being cached, because another tab may have replaced it;
 * only the imported CryptoKey of the current cookie value is cached.
 */
export interface KeyRing {
  /** The key of the current cookie, or undefined when the cookie is missing or unusable. */
  read(): Promise<CryptoKey | undefined>;
  /** The key of the current cookie, creating and storing a fresh random one when there is none. */
  obtain(): Promise<CryptoKey>;
  /** Re-writes the cookie to slide its 180-day lifetime (called after a successful read). */
  touch(): void;
}

/** Creates the key ring of one persister. */
export function createKeyRing({ cookies, cookieName, crypto }: KeyRingOptions): KeyRing {
  let cached: { material: string; key: Promise<CryptoKey> } | undefined;

  const write = (material: string): void =>
    cookies.set(cookieName, material, {
      path: '/',
      secure: true,
      sameSite: 'Strict',
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });

  const keyFor = (material: string): Promise<CryptoKey> => {
    if (cached?.material !== material) cached = { material, key: importBlobKey(crypto, material) };
    return cached.key;
  };

  const read = async (): Promise<CryptoKey | undefined> => {
    const material = cookies.get(cookieName);
    if (material === undefined || material === '') return undefined;
    try {
      return await keyFor(material);
    } catch {
      cached = undefined;
      return undefined;
    }
  };

  return {
    read,
    obtain: async () => {
      const existing = await read();
      if (existing !== undefined) return existing;
      write(generateKeyMaterial(crypto));
      // Re-read rather than use what we generated: if another tab raced us, its cookie is the one kept.
      const material = cookies.get(cookieName);
      if (material === undefined) throw new Error('the key cookie could not be stored');
      return keyFor(material);
    },
    touch: () => {
      const material = cookies.get(cookieName);
      if (material !== undefined && material !== '') write(material);
    },
  };
}
