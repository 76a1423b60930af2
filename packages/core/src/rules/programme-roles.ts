import { TRANSFER_ROLES } from './points-transfer.js';

/**
 * Programme roles (spec §6): sales agent/vendor (`seller`), counter clerk (`cashier`), store owner
 * (`store_owner`) or dependent (`store_dependent`), brand promoter (`brand_promoter`), painter (`painter`).
 * The loyalty screens and calls are for holders of one of them; the server's member routes check the same list.
 * @see SPECIFICATION §6
 */
export const PROGRAMME_ROLES = [...TRANSFER_ROLES, 'brand_promoter', 'store_dependent', 'painter'] as const;

/** A programme role. */
export type ProgrammeRole = (typeof PROGRAMME_ROLES)[number];

/**
 * Whether a user takes part in the loyalty programme: holds a programme role, or is a superuser (superusers
 * hold every role, as on the server). `roles` and `is_superuser` as `GET /api/me/` answers them.
 * @see SPECIFICATION §6
 * @example isProgrammeMember({ roles: ['seller'], is_superuser: false }) // true
 * @example isProgrammeMember({ roles: [], is_superuser: false }) // false (a learner)
 */
export function isProgrammeMember(user: {
  readonly roles: readonly string[];
  readonly is_superuser: boolean;
}): boolean {
  return user.is_superuser || user.roles.some((role) => (PROGRAMME_ROLES as readonly string[]).includes(role));
}
