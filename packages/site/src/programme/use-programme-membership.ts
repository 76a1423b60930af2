import { accountQueries } from '@campus/core';
import type { MeResponse } from '@campus/core/schemas';
import { useQuery, useSession } from '@campus/ui';
import type { ResourceState } from '@campus/ui';
import { membershipOf } from './programme-membership';
import type { ProgrammeMembership } from './programme-membership';

/** The membership and the request behind it (for a retry when it failed). */
export interface MembershipState {
  membership: ProgrammeMembership;
  /** `GET /api/me/` as a resource: its error and retry when the membership is `unknown` after a failure. */
  me: ResourceState<MeResponse>;
}

/**
 * The signed-in person's place in the loyalty programme (spec §6), from their roles in `GET /api/me/` (the
 * session store keeps no roles). One request per signed-in user, shared through the query cache by the
 * menus, the home shortcuts and the programme pages; signed out nothing is asked and the answer is `unknown`.
 */
export function useProgrammeMembership(): MembershipState {
  const signedIn = useSession((state) => state.access_token !== null && state.id !== null);
  const status = useSession((state) => state.status);
  const me = useQuery(signedIn ? accountQueries.me() : null, { isEmpty: () => false });
  const data = me.status === 'idle' ? undefined : me.data;
  return { membership: membershipOf({ status, me: data, error: me.error }), me };
}
