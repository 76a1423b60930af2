/**
 * Certificate verification codes (issue 21: "a verification code", unguessable and short enough to type): 12
 * characters of Crockford's base32 (60 random bits), shown in three groups of four (`7K2M-9QXD-4B0R`). Crockford's
 * alphabet leaves out I, L, O and U, so a code read aloud or retyped is forgiving: lower case, dashes and spaces are
 * ignored, O reads as 0, I and L as 1. The server draws the bits; the rules here are pure.
 */

/** Crockford's base32 alphabet, the digits of a code. */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters in a code (5 bits each: 60 bits, about 10^18 codes). */
export const CERTIFICATE_CODE_LENGTH = 12;

/** Random bytes {@link certificateCodeFromBytes} needs (8 bytes = 64 bits, of which 60 are used). */
export const CERTIFICATE_CODE_RANDOM_BYTES = 8;

/**
 * The code made of random bytes: 12 base32 digits of the first 60 bits.
 * @throws {RangeError} when fewer than {@link CERTIFICATE_CODE_RANDOM_BYTES} bytes are given.
 * @example certificateCodeFromBytes(new Uint8Array(8)) // '000000000000'
 */
export function certificateCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CERTIFICATE_CODE_RANDOM_BYTES) {
    throw new RangeError(`a certificate code needs ${CERTIFICATE_CODE_RANDOM_BYTES} random bytes`);
  }
  let bits = 0n;
  for (const byte of bytes.subarray(0, CERTIFICATE_CODE_RANDOM_BYTES)) bits = (bits << 8n) | BigInt(byte);
  bits >>= 4n; // keep 60 bits
  let code = '';
  for (let index = 0; index < CERTIFICATE_CODE_LENGTH; index += 1) {
    code = CERTIFICATE_CODE_ALPHABET.charAt(Number(bits & 31n)) + code;
    bits >>= 5n;
  }
  return code;
}

/**
 * A typed code in its stored form (12 upper-case base32 digits), or null when it cannot be one: case, dashes and
 * spaces are ignored; O is read as 0 and I, L as 1 (Crockford's decoding).
 * @example normalizeCertificateCode('7k2m-9qxd-4bor') // '7K2M9QXD4B0R'
 * @example normalizeCertificateCode('ABC') // null
 */
export function normalizeCertificateCode(input: string): string | null {
  if (input.length > 64) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const character of code) if (!CERTIFICATE_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** Whether a typed code can be a certificate's (see {@link normalizeCertificateCode}). */
export function isCertificateCode(input: string): boolean {
  return normalizeCertificateCode(input) !== null;
}

/**
 * A stored code as people read it, in groups of four.
 * @example formatCertificateCode('7K2M9QXD4B0R') // '7K2M-9QXD-4B0R'
 */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
