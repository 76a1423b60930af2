import { isCampusError } from '@campus/core';
import { isProgrammeMember } from '@campus/core/rules';
import type { MeResponse } from '@campus/core/schemas';

/**
 * Where the signed-in person stands in the loyalty programme (spec §6):
 * - `member`: holds a programme role (sales agent, store owner or dependent, clerk, brand promoter, painter);
 * - `not-member`: signed in without one (a learner, staff);
 * - `blocked`: a member blocked for activity inconsistent with the rules ('Você foi bloqueado');
 * - `unknown`: not known yet (the user's data is loading, or could not be loaded).
 */
export type ProgrammeMembership = 'member' | 'not-member' | 'blocked' | 'unknown';

/** What the site knows to decide the membership. */
export interface MembershipInput {
  /** The account status of the session (`status` of `/api/me/`), null before it is known. */
  status: string | null;
  /** The answer of `GET /api/me/`, when it arrived. */
  me: Pick<MeResponse, 'roles' | 'is_superuser' | 'status'> | undefined;
  /** The failure of `GET /api/me/`, if it failed. */
  error: unknown;
}

/**
 * The membership from the user's data (spec §6): a blocked account is `blocked` — the session's status says
 * so, or the server refused the user's data with 403 `user_blocked` (every call of a blocked member gets it) —
 * whatever its roles; otherwise a programme role (or superuser) makes a `member`.
 */
export function membershipOf({ status, me, error }: MembershipInput): ProgrammeMembership {
  if (status === 'blocked' || me?.status === 'blocked') return 'blocked';
  if (isCampusError(error) && error.code === 'user_blocked') return 'blocked';
  if (me === undefined) return 'unknown';
  return isProgrammeMember(me) ? 'member' : 'not-member';
}
