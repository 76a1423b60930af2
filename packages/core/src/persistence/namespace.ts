/**
 * Names under which one Campus instance persists: one localStorage key and one key cookie, both derived
 * from the storage namespace so two instances (different API bases) never read each other's data.
 */

const NAMESPACE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Checks a namespace: 1 to 64 letters, digits, `_` or `-` (cookie-name safe).
 * @throws TypeError when invalid, at configuration time rather than at the first write
 */
export function assertStorageNamespace(namespace: string): string {
  if (!NAMESPACE_PATTERN.test(namespace)) {
    throw new TypeError(`storageNamespace must match ${NAMESPACE_PATTERN.source}, got "${namespace}"`);
  }
  return namespace;
}

/** FNV-1a 32-bit: a short, stable, non-cryptographic fingerprint (only to tell API bases apart). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The default namespace: `campus-` plus a fingerprint of the API base and client id, so instances that
 * talk to different servers or clients get different keys without configuration, and a reload finds its data.
 */
export function defaultStorageNamespace(apiBase: string, clientId: string): string {
  return `campus-${fnv1a(`${apiBase}|${clientId}`).toString(36)}`;
}

/** The localStorage key of a namespace (also the AES-GCM additional data). */
export const storageKeyFor = (namespace: string): string => `${namespace}:state`;

/** The name of the cookie holding the namespace's encryption key. */
export const keyCookieNameFor = (namespace: string): string => `${namespace}_key`;
