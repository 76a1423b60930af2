import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CampusDb } from '../db/database';
import { clients } from '../db/schema';
import type { ClientRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { verifySecret } from '../security/password-hash';

/** Client credentials as presented, before verification. */
export interface PresentedClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** `WWW-Authenticate` challenge sent with 401 `invalid_client` (RFC 6749 §5.2). */
export const CLIENT_CHALLENGE = 'Basic realm="campus"';

/** The 401 answer for missing or wrong client credentials. */
export function invalidClient(): ApiError {
  return new ApiError(401, 'invalid_client', {}, { headers: { 'www-authenticate': CLIENT_CHALLENGE } });
}

/** RFC 6749 §2.3.1 form-encodes id and secret before base64; tolerate clients that do not (core does not). */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    return value;
  }
}

/** The client credentials of `Authorization: Basic ...`, or null when the header holds none. */
export function basicCredentials(authorization: string | undefined): PresentedClient | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
}

/**
 * The client credentials of a token or sign-in request: the Basic header (spec §7) or `client_id` /
 * `client_secret` in the form body, as RFC 6749 §2.3.1 also allows — never both (RFC: one method only).
 * @throws 401 `invalid_client` when none are given; 400 `invalid_request` when both are.
 */
export function presentedClient(request: FastifyRequest): PresentedClient {
  const header = request.headers.authorization;
  const fromHeader = basicCredentials(header);
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const bodyId = typeof body['client_id'] === 'string' ? body['client_id'] : undefined;
  const bodySecret = typeof body['client_secret'] === 'string' ? body['client_secret'] : undefined;
  if (fromHeader && (bodyId !== undefined || bodySecret !== undefined)) throw new ApiError(400, 'invalid_request');
  if (fromHeader) return fromHeader;
  if (bodyId !== undefined && bodySecret !== undefined) return { clientId: bodyId, clientSecret: bodySecret };
  throw invalidClient();
}

/**
 * Positive verifications kept in memory: scrypt costs ~50 ms, and every token request carries the client
 * secret. Keyed by the stored hash too, so a changed secret is checked again. Only digests are kept.
 */
const verified = new Map<string, true>();
const VERIFIED_CACHE_SIZE = 256;

function cacheKey(row: ClientRow, secret: string): string {
  const digest = createHash('sha256').update(secret, 'utf8').digest('base64url');
  return `${row.id}\u0000${row.secretHash}\u0000${digest}`;
}

/**
 * Verifies presented client credentials against `clients` (active clients only, secret hashed with scrypt).
 * An unknown client costs a hash too, so timing does not tell which client ids exist.
 * @throws 401 `invalid_client`
 */
export async function verifyClient(db: CampusDb, presented: PresentedClient): Promise<ClientRow> {
  const [row] =
    presented.clientId.length > 256
      ? []
      : await db.select().from(clients).where(eq(clients.clientId, presented.clientId));
  if (row?.isActive) {
    const key = cacheKey(row, presented.clientSecret);
    if (verified.has(key)) return row;
    if (await verifySecret(presented.clientSecret, row.secretHash)) {
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
      verified.set(key, true);
      return row;
    }
    throw invalidClient();
  }
  await verifySecret(presented.clientSecret, null);
  throw invalidClient();
}

/** {@link presentedClient} then {@link verifyClient}: the authenticated OAuth client of a request. */
export async function authenticateClient(request: FastifyRequest): Promise<ClientRow> {
  return verifyClient(request.server.database.db, presentedClient(request));
}
