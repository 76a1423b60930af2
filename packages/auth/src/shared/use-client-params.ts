import { useEffect } from 'react';
import { fetchParams } from '@campus/core';
import type { ParamsResponse } from '@campus/core';
import { useCampus, useResource } from '@campus/ui';
import type { ResourceStatus } from '@campus/ui';

/**
 * Loads the client's params (`GET /api/params/`: login flags, layout, registration configuration, colours)
 * into the instance's params store, once per instance (the resource cache shares the request between
 * screens). Screens read the store, so persisted params show at once and fresh ones replace them.
 */
export function useClientParams(): ResourceStatus {
  const campus = useCampus();
  const params = useResource<ParamsResponse>(
    ['auth', 'params'],
    ({ campus: instance, signal }) => fetchParams(instance.api, { signal }),
    { staleTime: 5 * 60_000, isEmpty: () => false },
  );
  useEffect(() => {
    if (params.data !== undefined) campus.stores.params.getState().setParams(params.data);
  }, [campus, params.data]);
  return params.status;
}
