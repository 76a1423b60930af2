import type { RouteAccess } from '../http/declare-access';
import type { UserRole } from '../security/roles';
import { authenticate, requireRole } from './authenticate';

/*
 * The audiences of the API, each declared once per domain plugin with `declareAccess(app, AUDIENCE)`
 * (src/http/declare-access.ts): what OpenAPI documents and what is checked in `onRequest`.
 */

/** A bearer access token (`POST /o/token/`), as every signed-in route documents it. */
const BEARER = [{ bearerAuth: [] }] as const;

/** Anyone; nothing documented (health, recovery links, first access, static files). */
export const PUBLIC_ACCESS: RouteAccess = {};

/**
 * OAuth client credentials (Basic, or `client_id`/`client_secret` in a form body): the handler verifies them,
 * since they may be in the body, which `onRequest` cannot read (`/o/token/`, registration).
 */
export const CLIENT_ACCESS: RouteAccess = { security: [{ clientBasic: [] }] };

/**
 * Public platform data, for anonymous visitors too: the handler identifies the client by `?client_id=`, Basic
 * client credentials or a bearer token (src/platform/public-client.ts).
 */
export const PUBLIC_CLIENT_ACCESS: RouteAccess = { security: [{ clientBasic: [] }, { bearerAuth: [] }, {}] };

/** Any signed-in, approved, unblocked user (401 / 403 `user_blocked` otherwise). */
export const SIGNED_IN_ACCESS: RouteAccess = { security: BEARER, onRequest: [authenticate] };

/** Signed-in users holding at least one of `roles` (403 `forbidden` otherwise; superusers hold every role). */
export function roleAccess(...roles: readonly UserRole[]): RouteAccess {
  return { security: BEARER, onRequest: [authenticate, requireRole(...roles)] };
}

/**
 * A bearer credential that is not an access token (the realtime token): documented as bearer, checked by the
 * plugin's own `onRequest` hook.
 */
export function bearerAccess(check: NonNullable<RouteAccess['onRequest']>[number]): RouteAccess {
  return { security: BEARER, onRequest: [check] };
}
