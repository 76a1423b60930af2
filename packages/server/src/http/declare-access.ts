import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampusApp } from './campus-app';

/** OpenAPI security requirements of an operation (`[{ bearerAuth: [] }]`; `{}` in the list: anonymous too). */
export type SecurityRequirements = ReadonlyArray<Readonly<Record<string, readonly string[]>>>;

/** An access check run for every request of a plugin, before its body is read. */
export type AccessCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Who may call the routes of one domain plugin: what OpenAPI documents (`security`) and what is checked
 * (`onRequest`, in order). A plugin without checks is public: what the handler does with credentials (a
 * client named by `?client_id=`, OAuth client credentials in a form body) is then its own business.
 */
export interface RouteAccess {
  /** Documented on every route of the plugin; none: the routes document no security. */
  readonly security?: SecurityRequirements;
  /** Run as `onRequest` hooks of the plugin: a refused call is answered before its body is even parsed. */
  readonly onRequest?: readonly AccessCheck[];
}

/**
 * Declares a plugin's access once, for every route it (and the plugins it registers) adds: an `onRoute` hook
 * sets `schema.security` for the OpenAPI document and the checks become the plugin's `onRequest` hooks. Call it
 * first in an encapsulated plugin, before its routes (like the autohooks of Fastify's demo application).
 * Routes never declare `security` or access hooks themselves.
 * @example
 * export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
 *   declareAccess(app, MEMBER_ACCESS);
 *   app.get(LOYALTY_PATHS.rewards, { schema: { … } }, handler);
 * };
 */
export function declareAccess(app: CampusApp, access: RouteAccess): void {
  const { security } = access;
  if (security) {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: security.map((requirement) => ({ ...requirement })) };
    });
  }
  for (const check of access.onRequest ?? []) app.addHook('onRequest', check);
}

/**
 * One audience of a domain: an encapsulated plugin that declares `access` once and registers `routes` under it.
 * A domain's `index.ts` lists its audiences this way, so who may call what is read in one place.
 * @example await app.register(withAccess(MEMBER_ACCESS, rewardRoutes, orderRoutes));
 */
export function withAccess(access: RouteAccess, ...routes: readonly FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, access);
    for (const plugin of routes) await app.register(plugin);
  };
}
