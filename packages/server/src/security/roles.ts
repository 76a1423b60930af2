import { PROGRAMME_ROLES } from '@campus/core/rules';

/**
 * Programme roles (spec §6): sales agent/vendor (`seller`), brand promoter, store owner or dependent,
 * counter clerk (`cashier`), painter — core's list, which the site uses to show the programme screens.
 */
export { PROGRAMME_ROLES };

/**
 * Staff roles (spec §6): the programme administrator approves level changes and audits invoices, the auditor
 * audits invoices, moderators receive forum reports, instructors validate presence and authorise activities,
 * the platform administrator grants point-sending permission and profile registration.
 */
export const STAFF_ROLES = ['programme_admin', 'auditor', 'moderator', 'instructor', 'platform_admin'] as const;

/** Every role a user may hold (stored in `users.roles`). A learner needs no role. */
export const USER_ROLES = [...PROGRAMME_ROLES, ...STAFF_ROLES] as const;

/** A role a user may hold. */
export type UserRole = (typeof USER_ROLES)[number];

/** Whether a string is a known role (rows may hold roles newer than this code; they are ignored). */
export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/** Whether a user holds a role. Superusers hold every role. */
export function hasRole(user: { readonly roles: readonly string[]; readonly isSuperuser: boolean }, role: UserRole) {
  return user.isSuperuser || user.roles.includes(role);
}
