import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestScope, requireModule } from '../shared/request-scope';
import { productToday } from '../shared/product-time';

/** Whose loyalty data a member request touches, and the product's today. */
export interface LoyaltyContext {
  readonly userId: number;
  /** The client whose programme the member takes part in (the selected client). */
  readonly clientId: number;
  /** `YYYY-MM-DD` in the product's UTC−3 day (campaign days, the 15-day window and photo weeks use it). */
  readonly today: string;
}

/**
 * The context of a signed-in member request. With `modules`, refuses (403) unless one of them is on for the
 * client (spec §6: modules depend on the client flags), e.g. `['insert_sales']`.
 */
export async function loyaltyContext(request: FastifyRequest, modules?: readonly string[]): Promise<LoyaltyContext> {
  const scope = await requestScope(request);
  if (modules) requireModule(scope, modules);
  return { userId: scope.userId, clientId: scope.clientId, today: productToday() };
}

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
