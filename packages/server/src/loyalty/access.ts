import type { preHandlerAsyncHookHandler } from 'fastify';
import { authenticate, requireRole } from '../auth/authenticate';
import { PROGRAMME_ROLES } from '../security/roles';

/**
 * Pre-handlers of the loyalty routes (spec §6). Blocked members are refused by `authenticate` itself (403
 * `user_blocked`, 'Você foi bloqueado'), so every loyalty route loses access the moment a member is blocked.
 */

/** Programme members: sales agent (`seller`), brand promoter, store owner or dependent, clerk (`cashier`), painter. */
export const memberAccess: preHandlerAsyncHookHandler[] = [authenticate, requireRole(...PROGRAMME_ROLES)];

/** Invoice audits: the programme administrator and the auditor. */
export const auditorAccess: preHandlerAsyncHookHandler[] = [authenticate, requireRole('programme_admin', 'auditor')];

/** Programme administration (levels, adjustments, blocks, campaign close, CRUD): the programme administrator. */
export const programmeAdminAccess: preHandlerAsyncHookHandler[] = [authenticate, requireRole('programme_admin')];
