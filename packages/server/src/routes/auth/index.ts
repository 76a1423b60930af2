import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../auth/fastify-user';
import { createRealtimeBroker } from '../../realtime/create-broker';
import { createRealtimeHub } from '../../realtime/realtime-hub';
import { adminSessionRoutes } from './admin-session-routes';
import { realtimeRoute } from './realtime-route';
import { sessionRoutes } from './session-routes';
import { tokenRoutes } from './token-routes';
import { webserviceTokenRoutes } from './webservice-token-routes';

/**
 * Sign-in, sessions and realtime (spec §4, §6, §7). Not encapsulated (`skip-override`, what fastify-plugin
 * does) so `app.realtime` is decorated on the root instance for every area to publish with; the routes
 * themselves live in encapsulated child plugins. Open event streams are ended before the server closes, so a
 * shutdown never waits on them.
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
  await app.register(tokenRoutes);
  await app.register(webserviceTokenRoutes);
  await app.register(sessionRoutes);
  await app.register(adminSessionRoutes);
  await app.register(realtimeRoute, { hub });
};

Object.assign(authRoutes, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'campus-auth',
});
