import { PROGRAMME_ROLES } from '@campus/core/rules';
import type { AccountStatus } from '@campus/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { registrationProfiles } from '../db/schema';
import type { RegistrationProfileRow } from '../db/schema';
import { isUserRole } from '../security/roles';
import type { UserRole } from '../security/roles';

/** The profiles a client offers at registration and first access (params `user_profile`), in their order. */
export function offeredProfiles(
  db: CampusDb,
  clientId: number,
): Promise<Pick<RegistrationProfileRow, 'id' | 'role'>[]> {
  return db
    .select({ id: registrationProfiles.id, role: registrationProfiles.role })
    .from(registrationProfiles)
    .where(eq(registrationProfiles.clientId, clientId))
    .orderBy(asc(registrationProfiles.position), asc(registrationProfiles.id));
}

/**
 * What a chosen profile gives the new account: its role added to the screen's roles, and — since a programme
 * role earns points (spec §6) — an administrator's approval first, as on the trade registration screens.
 * A role this code does not know is not granted (the row may come from a newer version).
 */
export function applyProfile(
  base: { readonly roles: readonly UserRole[]; readonly status: AccountStatus },
  profile: Pick<RegistrationProfileRow, 'role'> | undefined,
): { roles: UserRole[]; status: AccountStatus } {
  const role = profile?.role;
  if (role === null || role === undefined || !isUserRole(role)) return { roles: [...base.roles], status: base.status };
  const roles = base.roles.includes(role) ? [...base.roles] : [...base.roles, role];
  const programme = (PROGRAMME_ROLES as readonly string[]).includes(role);
  return { roles, status: programme && base.status === 'approved' ? 'awaiting_approval' : base.status };
}
