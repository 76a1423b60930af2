import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { SIGNED_IN_ACCESS } from '../../shared/access';
import { MEMBER_ACCESS } from '../access';
import { eventRoutes } from './event-routes';
import { orderRoutes } from './order-routes';
import { rankingRoutes } from './ranking-routes';
import { rewardRoutes } from './reward-routes';
import { transferRoutes } from './transfer-routes';

/**
 * The spending side of the loyalty programme (issue 6; docs/loyalty.md): the reward store and orders, events
 * and check-in and the ranking, for programme members; the points transfer for anyone signed in (a user
 * without a sending role gets the spec's 403 `no_access_to_send_points`, not a bare `forbidden`).
 */
export const spendingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(MEMBER_ACCESS, rewardRoutes, orderRoutes, eventRoutes, rankingRoutes));
  await app.register(withAccess(SIGNED_IN_ACCESS, transferRoutes));
};
