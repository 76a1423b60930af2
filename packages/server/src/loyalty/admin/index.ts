import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { AUDITOR_ACCESS, PROGRAMME_ADMIN_ACCESS } from '../access';
import { adminCampaignRoutes } from './campaign-routes';
import { adminEventRoutes } from './event-routes';
import { adminOrderRoutes } from './order-routes';
import { adminProgrammeRoutes } from './programme-routes';
import { adminRewardRoutes } from './reward-routes';
import { adminSalesRoutes } from './sale-audit-routes';
import { adminStoreRoutes } from './store-routes';

/**
 * The loyalty programme's administration, every `/api/admin/…` programme route (docs/loyalty.md
 * "Administration"): invoice audits for auditors and programme administrators; level requests, points
 * adjustments, member blocks, campaign close, orders and the catalogue (rewards, events, campaigns, stores)
 * for the programme administrator. Each acts on the administrator's own client only.
 */
export const loyaltyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withAccess(AUDITOR_ACCESS, adminSalesRoutes));
  await app.register(
    withAccess(
      PROGRAMME_ADMIN_ACCESS,
      adminProgrammeRoutes,
      adminOrderRoutes,
      adminRewardRoutes,
      adminEventRoutes,
      adminCampaignRoutes,
      adminStoreRoutes,
    ),
  );
};
