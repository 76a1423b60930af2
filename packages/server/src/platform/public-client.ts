import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { presentedAccessToken, resolveAccessToken, unauthorized } from '../shared/authenticate';
import { basicCredentials, invalidClient, verifyClient } from '../shared/client-credentials';
import { clients } from '../db/schema';
import type { ClientRow } from '../db/schema';
import { ApiError } from '../http/api-error';

/** How a public platform call named its client. */
export type ClientIdentification = 'query' | 'basic' | 'bearer';

/** The client of a public platform call, and how it was identified. */
export interface IdentifiedClient {
  readonly client: ClientRow;
  readonly by: ClientIdentification;
  /** The signed-in user's id when identified by a bearer token. */
  readonly userId: number | null;
}

async function activeClient(request: FastifyRequest, where: ReturnType<typeof eq>): Promise<ClientRow | undefined> {
  const [row] = await request.server.database.db
    .select()
    .from(clients)
    .where(and(where, eq(clients.isActive, true)));
  return row;
}

/**
 * The client a public platform call (`params`, `site-lists`, `faq`, `institutional`) is about, in this order:
 * 1. `?client_id=` — the public OAuth client id (`campus-web`): params are public, so no secret is needed;
 * 2. `Authorization: Basic` — the SDK's client credentials when signed out (spec §7), verified;
 * 3. `Authorization: Bearer` (or `?access_token=`) — the SDK when signed in: the user's selected client,
 *    else the client the session signed in through.
 * @throws 404 `not_found_or_forbidden` for an unknown or inactive `client_id`; 401 `invalid_client` for bad
 * Basic credentials or none at all; 401 `unauthorized` for an invalid bearer token.
 */
export async function identifyClient(request: FastifyRequest, clientId: string | undefined): Promise<IdentifiedClient> {
  if (clientId !== undefined) {
    const client = await activeClient(request, eq(clients.clientId, clientId));
    if (!client) throw new ApiError(404, 'not_found_or_forbidden');
    return { client, by: 'query', userId: null };
  }
  const basic = basicCredentials(request.headers.authorization);
  if (basic) {
    return { client: await verifyClient(request.server.database.db, basic), by: 'basic', userId: null };
  }
  const token = presentedAccessToken(request);
  if (token !== null) {
    const access = await resolveAccessToken(request.server, token);
    if (!access || access.status !== 'approved') throw unauthorized();
    const selected = access.user.clientId === null ? access.session.oauthClientId : Number(access.user.clientId);
    const client = await activeClient(request, eq(clients.id, selected));
    if (!client) throw new ApiError(404, 'not_found_or_forbidden');
    return { client, by: 'bearer', userId: Number(access.user.id) };
  }
  throw invalidClient();
}
