import { useCallback, useMemo } from 'react';
import { hrefOf } from './site-location';
import type { NavigateFunction, NavigateOptions, SiteLocation } from './site-location';
import { useRouter, useRouterState } from './router-context';

/** The location shown. */
export const useLocation = (): SiteLocation => useRouterState().location;

/** Navigates (the function keeps its identity). */
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** The route's parameters. */
export const useParams = (): Readonly<Record<string, string | undefined>> => useRouterState().route.params;

/** The route's id (the site's: its core route name). */
export const useRouteId = (): string => useRouterState().route.id;

/** The query of the address, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => Promise<void>,
] {
  const { location } = useRouterState();
  const { navigate } = useRouter();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearch = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      return navigate(
        hrefOf({ pathname: location.pathname, search: query === '' ? '' : `?${query}`, hash: '' }),
        options,
      );
    },
    [navigate, location.pathname],
  );
  return [search, setSearch];
}
