import { useEffect } from 'react';
import { fetchParams, selectIsSignedIn } from '@campus/core';
import type { ParamsResponse } from '@campus/core';
import { useCampus, useResource, useSession } from '@campus/ui';
import type { ResourceState } from '@campus/ui';

/**
 * Loads the client params (`GET /api/params/`: module flags, home route, colours, login flags, languages) into
 * the params store, signed out (the site's OAuth client) and again once signed in (the user's selected client),
 * so flags and menus follow the client of the person using the site.
 */
export function useSiteParams(): ResourceState<ParamsResponse> {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const params = useResource<ParamsResponse>(
    ['site', 'params', signedIn ? 'user' : 'client'],
    ({ campus: instance, signal }) => fetchParams(instance.api, { signal }),
    { staleTime: 5 * 60_000, isEmpty: () => false },
  );
  useEffect(() => {
    if (params.data !== undefined) campus.stores.params.getState().setParams(params.data);
  }, [campus, params.data]);
  return params;
}
