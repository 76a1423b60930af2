import { useLayoutEffect } from 'react';
import { platformQueries, selectIsSignedIn } from '@campus/core';
import type { QueryDefinition } from '@campus/core';
import type { ParamsResponse } from '@campus/core/schemas';
import { useCampus, useQuery, useSession } from '@campus/ui';
import type { ResourceState } from '@campus/ui';

/** The params query for a session: the user's selected client signed in, the site's OAuth client signed out. */
export function siteParamsQuery(signedIn: boolean): QueryDefinition<ParamsResponse> {
  return platformQueries.params(signedIn ? 'user' : 'client');
}

/**
 * Loads the client params (`GET /api/params/`: module flags, home route, colours, login flags, languages) into
 * the params store, signed out (the site's OAuth client) and again once signed in (the user's selected client),
 * so flags and menus follow the client of the person using the site.
 */
export function useSiteParams(): ResourceState<ParamsResponse> {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const params = useQuery(siteParamsQuery(signedIn), { isEmpty: () => false });
  // Stored before the browser paints (a plain effect runs after a paint under Preact): no frame shows the page
  // with the former params' menus and modules, then the new ones (a layout shift).
  useLayoutEffect(() => {
    if (params.data !== undefined) campus.stores.params.getState().setParams(params.data);
  }, [campus, params.data]);
  return params;
}
