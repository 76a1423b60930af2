import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../http/declare-access';
import { createRealtimeBroker } from '../realtime/create-broker';
import { createRealtimeHub } from '../realtime/realtime-hub';
import { bearerAccess, CLIENT_ACCESS, PUBLIC_ACCESS, roleAccess, SIGNED_IN_ACCESS } from '../shared/access';
import '../shared/fastify-user';
import { adminSessionRoutes } from './admin-session-routes';
import { devGoogleRoutes } from './dev-google-routes';
import { managedSignInPlugin } from './managed-mount';
import { checkRealtimeToken, realtimeRoute } from './realtime-route';
import { sessionRoutes } from './session-routes';
import { tokenRoutes } from './token-routes';
import { webserviceTokenRoutes } from './webservice-token-routes';

/**
 * Sign-in, sessions and realtime (spec §4, §6, §7). Not encapsulated (`skip-override`, what fastify-plugin
 * does) so `app.realtime` is decorated on the root instance for every domain to publish with; the routes live
 * in encapsulated audiences below. Open event streams are ended before the server closes, so a shutdown never
 * waits on them.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const broker = createRealtimeBroker(app.database, app.config, app.log);
  const hub = createRealtimeHub({ broker });
  app.decorate('realtime', broker);
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.addHook('onClose', async () => {
    await broker.close();
  });
  // OAuth clients: `/o/token/`, alternative login, the webservice token (credentials checked by the routes).
  await app.register(withAccess(CLIENT_ACCESS, tokenRoutes, webserviceTokenRoutes));
  // The signed-in user's own session: me, logout, sessions, reload tokens.
  await app.register(withAccess(SIGNED_IN_ACCESS, sessionRoutes));
  // Browsers: the managed (OpenID Connect) sign-in's redirects, and its development provider in demo mode.
  await app.register(withAccess(PUBLIC_ACCESS, managedSignInPlugin));
  // Demo mode: the development stand-in for Google's sign-in window.
  await app.register(withAccess(PUBLIC_ACCESS, devGoogleRoutes));
  // Staff signing a user out everywhere.
  await app.register(withAccess(roleAccess('platform_admin', 'programme_admin'), adminSessionRoutes));
  // The realtime stream, by its own token.
  await app.register(withAccess(bearerAccess(checkRealtimeToken), realtimeRoute(hub)));
};

Object.assign(authRoutes, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'campus-auth',
});
