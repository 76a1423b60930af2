import { useEffect } from 'react';
import { selectIsSignedIn } from '@campus/core';
import type { ParamsResponse } from '@campus/core';
import { useCampus, useResource, useSession } from '@campus/ui';
import type { ResourceState } from '@campus/ui';
import { paramsResource } from './site-resources';

/**
 * Loads the client params (`GET /api/params/`: module flags, home route, colours, login flags, languages) into
 * the params store, signed out (the site's OAuth client) and again once signed in (the user's selected client),
 * so flags and menus follow the client of the person using the site.
 */
export function useSiteParams(): ResourceState<ParamsResponse> {
  const campus = useCampus();
  const signedIn = useSession(selectIsSignedIn);
  const resource = paramsResource(signedIn);
  const params = useResource<ParamsResponse>(resource.key, resource.fetcher, {
    staleTime: resource.staleTime,
    isEmpty: () => false,
  });
  useEffect(() => {
    if (params.data !== undefined) campus.stores.params.getState().setParams(params.data);
  }, [campus, params.data]);
  return params;
}
