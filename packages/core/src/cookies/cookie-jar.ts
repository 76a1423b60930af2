/**
 * Cookie access behind a small interface, so Node tests and non-browser hosts can supply their own jar
 * while browsers use `document.cookie` (ARCHITECTURE.md §6: adapters, not globals).
 */

/** Attributes written with a cookie. Spec §7 (persistence key cookie) and §4 (`stored_country`). */
export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  /** @default '/' */
  path?: string;
  /** Only sent over HTTPS (browsers also allow it on http://localhost). @default false */
  secure?: boolean;
  /** @default 'Lax' */
  sameSite?: 'Strict' | 'Lax' | 'None';
  domain?: string;
}

/** Reads and writes cookies by name. Values are plain strings; the jar handles encoding. */
export interface CookieJar {
  /** The cookie's decoded value, or `undefined` when absent. */
  get(name: string): string | undefined;
  /** Writes (or overwrites) a cookie. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Deletes a cookie; `path`/`domain` must match the ones it was written with. */
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

/** Serialises one `Set-Cookie`-style string as `document.cookie` expects it. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.domain !== undefined) parts.push(`Domain=${options.domain}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure === true) parts.push('Secure');
  return parts.join('; ');
}

/** Finds one cookie in a `document.cookie`-style header (`a=1; b=2`). Malformed encodings are skipped. */
export function parseCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    try {
      if (decodeURIComponent(pair.slice(0, index).trim()) === name) {
        return decodeURIComponent(pair.slice(index + 1).trim());
      }
    } catch {
      // A foreign cookie with a broken %-escape must not stop us from reading ours.
    }
  }
  return undefined;
}

/** The minimal part of `Document` the browser jar needs (lets tests pass a fake). */
export interface CookieDocument {
  cookie: string;
}

/**
 * A jar over `document.cookie`.
 * @param doc the document to use. @default globalThis.document
 */
export function createDocumentCookieJar(doc: CookieDocument = globalThis.document): CookieJar {
  return {
    get: (name) => parseCookie(doc.cookie, name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options = {}) => {
      doc.cookie = serializeCookie(name, '', { ...options, maxAge: 0 });
    },
  };
}

/** A cookie as the memory jar keeps it: the value plus the attributes it was written with. */
export interface StoredCookie {
  value: string;
  options: CookieOptions;
}

/** An in-memory jar (Node, SSR, tests). `entries()` exposes what was written, attributes included. */
export interface MemoryCookieJar extends CookieJar {
  /** Every cookie currently held, by name. */
  entries(): ReadonlyMap<string, StoredCookie>;
}

/** Creates an in-memory {@link CookieJar}. A `maxAge` of 0 or less deletes, as in browsers. */
export function createMemoryCookieJar(): MemoryCookieJar {
  const cookies = new Map<string, StoredCookie>();
  return {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options = {}) => {
      if (options.maxAge !== undefined && options.maxAge <= 0) cookies.delete(name);
      else cookies.set(name, { value, options: { ...options } });
    },
    remove: (name) => {
      cookies.delete(name);
    },
    entries: () => cookies,
  };
}
