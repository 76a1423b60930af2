import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { ManagedTransaction } from './managed-oidc';

/** How long a started managed sign-in may take (seconds). */
export const MANAGED_STATE_TTL_SECONDS = 600;

/** What the API remembers of a started managed sign-in, sealed in a cookie only it can read. */
export interface ManagedSignInState extends ManagedTransaction {
  /** The OAuth client (`clients.client_id`) the Campus tokens are for. */
  readonly clientId: string;
  /** Where the browser goes back to (an allowed origin's page). */
  readonly returnTo: string;
}

function keyOf(pepper: string): Uint8Array {
  return createHash('sha256').update(`campus-managed-sign-in:${pepper}`).digest();
}

/** Seals the state (JWE, `dir` + A256GCM, a key derived from the token pepper) for the browser's cookie. */
export function sealState(state: ManagedSignInState, pepper: string): Promise<string> {
  return new EncryptJWT({ ...state })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${MANAGED_STATE_TTL_SECONDS}s`)
    .encrypt(keyOf(pepper));
}

/** Opens a sealed state; null when missing, altered, expired or incomplete. */
export async function openState(sealed: string | undefined, pepper: string): Promise<ManagedSignInState | null> {
  if (sealed === undefined || sealed === '') return null;
  try {
    const { payload } = await jwtDecrypt(sealed, keyOf(pepper));
    const fields = ['state', 'nonce', 'codeVerifier', 'clientId', 'returnTo'] as const;
    if (!fields.every((field) => typeof payload[field] === 'string')) return null;
    return Object.fromEntries(fields.map((field) => [field, payload[field]])) as unknown as ManagedSignInState;
  } catch {
    return null;
  }
}

/** How long the site has to exchange a managed sign-in's one-time code at `/o/token/` (seconds). */
export const MANAGED_CODE_TTL_SECONDS = 120;

function codeKeyOf(pepper: string): Uint8Array {
  return createHash('sha256').update(`campus-managed-sign-in-code:${pepper}`).digest();
}

/** What a one-time code carries: the session's first refresh token and the client it was issued to. */
export interface ManagedCode {
  readonly refreshToken: string;
  readonly clientId: string;
}

/**
 * Seals the one-time code the callback hands the site (JWE, its own key): only this API can read the refresh
 * token inside, and the code dies at its first exchange (the refresh token rotates) or after
 * {@link MANAGED_CODE_TTL_SECONDS}.
 */
export function sealCode(code: ManagedCode, pepper: string): Promise<string> {
  return new EncryptJWT({ rt: code.refreshToken, cid: code.clientId })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${MANAGED_CODE_TTL_SECONDS}s`)
    .encrypt(codeKeyOf(pepper));
}

/** Opens a one-time code; null when altered, expired or incomplete. */
export async function openCode(sealed: string, pepper: string): Promise<ManagedCode | null> {
  try {
    const { payload } = await jwtDecrypt(sealed, codeKeyOf(pepper));
    if (typeof payload['rt'] !== 'string' || typeof payload['cid'] !== 'string') return null;
    return { refreshToken: payload['rt'], clientId: payload['cid'] };
  } catch {
    return null;
  }
}
