import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCampaignRoutes } from './admin-campaign-routes';
import { adminEventRoutes } from './admin-event-routes';
import { adminOrderRoutes } from './admin-order-routes';
import { adminRewardRoutes } from './admin-reward-routes';
import { adminStoreRoutes } from './admin-store-routes';
import { eventRoutes } from './event-routes';
import { orderRoutes } from './order-routes';
import { rankingRoutes } from './ranking-routes';
import { rewardRoutes } from './reward-routes';
import { transferRoutes } from './transfer-routes';

/**
 * The loyalty programme's spending side (issue 6): the reward store and orders, events and check-in, the
 * ranking, points transfers, and the programme administrator's orders, rewards, events, campaigns and stores.
 * See docs/loyalty.md.
 */
export const loyaltySpendingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rewardRoutes);
  await app.register(orderRoutes);
  await app.register(eventRoutes);
  await app.register(rankingRoutes);
  await app.register(transferRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminRewardRoutes);
  await app.register(adminEventRoutes);
  await app.register(adminCampaignRoutes);
  await app.register(adminStoreRoutes);
};
