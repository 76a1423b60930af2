import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { catalogueScope, requireModule } from '../catalogue/catalogue-scope';
import { productToday } from '../catalogue/product-time';

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
  const scope = await catalogueScope(request);
  if (modules) requireModule(scope, modules);
  return { userId: scope.userId, clientId: scope.clientId, today: productToday() };
}

/**
 * The `Idempotency-Key` header in a route schema, so OpenAPI documents it (other headers pass through; the
 * value is checked again by idempotency.ts).
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .describe('Optional. Retrying with the same key and body replays the first answer; another body is 409.'),
});

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
