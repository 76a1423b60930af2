import { isModuleEnabled } from '@campus/core/rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './fastify-user';
import { clients } from '../db/schema';
import { ApiError } from '../http/api-error';

/** Whose data a signed-in request reads (catalogue, platform, loyalty): the caller and the client whose content they see. */
export interface RequestScope {
  readonly userId: number;
  /** `clients.id` of the user's selected client (else the client the session signed in through). */
  readonly clientId: number;
  /** The client's `has_{module}` flags. */
  readonly flags: Readonly<Record<string, boolean>>;
}

/** How long a client's flags are reused before being read again (every signed-in call of the catalogue and the programme needs them). */
const CLIENT_FLAGS_TTL_MS = 2000;

type ClientFlags = Readonly<Record<string, boolean>> | null;

/** Recently read flags per database (so test apps never share them), by client id; null for inactive. */
const flagsCache = new WeakMap<
  object,
  Map<number, { readonly expires: number; readonly flags: Promise<ClientFlags> }>
>();

/**
 * The `has_*` flags of an active client, or null. Kept for {@link CLIENT_FLAGS_TTL_MS}: a flag switched off
 * (or a client deactivated) takes effect within two seconds in every process, and a busy catalogue does not
 * read the same row on every request.
 */
function clientFlags(request: FastifyRequest, clientId: number): Promise<ClientFlags> {
  const { database } = request.server;
  let byClient = flagsCache.get(database);
  if (!byClient) flagsCache.set(database, (byClient = new Map()));
  const now = Date.now();
  const cached = byClient.get(clientId);
  if (cached && cached.expires > now) return cached.flags;
  const flags = database.db
    .select({ params: clients.params })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.isActive, true)))
    .then(([client]) => client?.params.flags ?? null);
  byClient.set(clientId, { expires: now + CLIENT_FLAGS_TTL_MS, flags });
  // A failed read is not kept.
  flags.catch(() => byClient.delete(clientId));
  return flags;
}

/**
 * The scope of a request that passed `authenticate`. Content of other clients is never visible; per-user
 * state is always the caller's own (object-level access, spec §6).
 * @throws 403 `forbidden` when the client is inactive or gone.
 */
export async function requestScope(request: FastifyRequest): Promise<RequestScope> {
  const user = request.user as AuthUser;
  const clientId = user.clientId === null ? request.authSession.oauthClientId : Number(user.clientId);
  const flags = await clientFlags(request, clientId);
  if (!flags) throw new ApiError(403, 'forbidden');
  return { userId: Number(user.id), clientId, flags };
}

/**
 * Refuses a request for a module the client switched off (spec §6: modules depend on the client flags):
 * 403 `forbidden` unless one of `modules` is on (`has_<module>` exactly true, core's `isModuleEnabled`).
 */
export function requireModule(scope: RequestScope, modules: readonly string[]): void {
  if (!modules.some((module) => isModuleEnabled(scope.flags, module))) throw new ApiError(403, 'forbidden');
}
