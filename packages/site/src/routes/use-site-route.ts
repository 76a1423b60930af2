import { useMatches, useParams } from 'react-router';
import type { RouteName } from '@campus/core';

/** The core route a page is serving (its route id) and the route's parameters. */
export function useSiteRoute(): {
  name: RouteName | 'not-found';
  params: Readonly<Record<string, string | undefined>>;
} {
  const matches = useMatches();
  const params = useParams();
  const leaf = matches[matches.length - 1];
  return { name: (leaf?.id ?? 'not-found') as RouteName | 'not-found', params };
}
