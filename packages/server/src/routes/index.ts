import type { CampusApp } from '../http/campus-app';
import { accountRoutes } from './accounts';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { healthRoutes } from './health';
import { loyaltyRoutes } from './loyalty';
import { loyaltySpendingRoutes } from './loyalty-spending';
import { portfolioRoutes } from './portfolio-routes';

/**
 * Every route plugin of the API. A new area adds one line here, e.g.
 * `await app.register(authRoutes)` with `authRoutes: FastifyPluginAsyncZod` in `src/routes/auth/`.
 */
export async function registerRoutes(app: CampusApp): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(catalogueRoutes);
  await app.register(loyaltyRoutes);
  await app.register(loyaltySpendingRoutes);
  await app.register(portfolioRoutes);
}
