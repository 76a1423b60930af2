import type { RouteName } from '@campus/core';
import { useParams, useRouteId } from './router';

/** The core route a page is serving (its route id) and the route's parameters. */
export function useSiteRoute(): {
  name: RouteName | 'not-found';
  params: Readonly<Record<string, string | undefined>>;
} {
  return { name: useRouteId() as RouteName | 'not-found', params: useParams() };
}
