import { useEffect } from 'react';
import { platformQueries, selectIsSignedIn } from '@campus/core';
import { useCampus, useQuery, useSession } from '@campus/ui';
import type { ResourceStatus } from '@campus/ui';

/**
 * Loads the client's params (`GET /api/params/`: login flags, layout, registration configuration, colours)
 * into the instance's params store, through core's `platformQueries.params` (one request shared with the site
 * and every screen of the instance). Screens read the store, so persisted params show at once and fresh ones
 * replace them.
 */
export function useClientParams(): ResourceStatus {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const params = useQuery(platformQueries.params(signedIn ? 'user' : 'client'), { isEmpty: () => false });
  useEffect(() => {
    if (params.data !== undefined) campus.stores.params.getState().setParams(params.data);
  }, [campus, params.data]);
  return params.status;
}
