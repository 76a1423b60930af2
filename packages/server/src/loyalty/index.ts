import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyAdminRoutes } from './admin';
import { earningRoutes } from './earning';
import { spendingRoutes } from './spending';

/**
 * The loyalty programme (issue 6; docs/loyalty.md), one plugin per side and audience: earning (members report
 * sales and photos), spending (rewards, orders, events, ranking, transfers) and the programme's administration
 * (`/api/admin/…`). What all three use — the ledger, levels, campaign look-up, readers of sales, orders, rewards
 * and events, the ranking — lives in this folder; each side's own services live beside its routes.
 */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(earningRoutes);
  await app.register(spendingRoutes);
  await app.register(loyaltyAdminRoutes);
};
