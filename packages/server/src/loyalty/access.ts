import { PROGRAMME_ROLES } from '../security/roles';
import { roleAccess } from '../shared/access';

/*
 * The audiences of the loyalty programme (spec §6), each declared once per plugin with `declareAccess`.
 * Blocked members are refused by `authenticate` itself (403 `user_blocked`, 'Você foi bloqueado'), so every
 * loyalty route loses access the moment a member is blocked.
 */

/** Programme members: sales agent (`seller`), brand promoter, store owner or dependent, clerk (`cashier`), painter. */
export const MEMBER_ACCESS = roleAccess(...PROGRAMME_ROLES);

/** Invoice audits: the programme administrator and the auditor. */
export const AUDITOR_ACCESS = roleAccess('programme_admin', 'auditor');

/** Programme administration (levels, adjustments, blocks, campaign close, CRUD): the programme administrator. */
export const PROGRAMME_ADMIN_ACCESS = roleAccess('programme_admin');
