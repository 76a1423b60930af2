/**
 * AES-GCM encryption of the persisted blob (spec §7, issue 4 item 3): a random 256-bit key, a fresh
 * 12-byte IV per write, a version prefix, and the storage key bound as additional data so a blob copied
 * under another key (another instance's namespace) does not decrypt.
 *
 * Blob format: `v1.<base64url iv>.<base64url ciphertext+tag>`.
 */

/** The current blob format version prefix. A future format gets `v2.` and reads both. */
export const BLOB_VERSION = 'v1';

/** AES-256: 32 key bytes. */
export const KEY_BYTES = 32;

/** GCM's recommended nonce size. */
const IV_BYTES = 12;

/** Encodes bytes as base64url without padding (cookie- and storage-safe). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url; throws on characters outside the alphabet. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('invalid base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Creates fresh random key material, base64url-encoded for the key cookie. */
export function generateKeyMaterial(crypto: Crypto): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/**
 * Imports key material as a non-extractable AES-GCM key.
 * @throws when the material is not exactly 32 bytes of base64url
 */
export async function importBlobKey(crypto: Crypto, material: string): Promise<CryptoKey> {
  const raw = fromBase64Url(material);
  if (raw.length !== KEY_BYTES) throw new Error('invalid key length');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** Encrypts `plaintext`, binding `storageKey` as additional authenticated data. */
export async function encryptBlob(
  crypto: Crypto,
  key: CryptoKey,
  plaintext: string,
  storageKey: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const encoder = new TextEncoder();
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(storageKey) },
    key,
    encoder.encode(plaintext),
  );
  return `${BLOB_VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(cipher))}`;
}

/**
 * Decrypts a blob written by {@link encryptBlob}.
 * @throws on an unknown version, a malformed blob, a wrong key, tampering or truncation (GCM tag check)
 */
export async function decryptBlob(crypto: Crypto, key: CryptoKey, blob: string, storageKey: string): Promise<string> {
  const [version, ivText, cipherText, ...rest] = blob.split('.');
  if (version !== BLOB_VERSION || ivText === undefined || cipherText === undefined || rest.length > 0) {
    throw new Error('unknown blob format');
  }
  const iv = fromBase64Url(ivText);
  if (iv.length !== IV_BYTES) throw new Error('invalid iv');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(storageKey) },
    key,
    fromBase64Url(cipherText),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
