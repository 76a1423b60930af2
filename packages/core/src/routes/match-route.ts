import { ROUTES } from './route-table.js';
import type { RouteDefinition } from './route-table.js';

/** A route found for a path, with its decoded parameters. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Readonly<Record<string, string>>;
}

/** Path segments without empty ones, so `/a/b/`, `/a//b` and `/a/b` are the same path. */
const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** Compiled once per table: segments and how specific each route is (literal segments win over params). */
interface CompiledRoute {
  route: RouteDefinition;
  segments: string[];
  literals: number;
}

function compile(routes: readonly RouteDefinition[]): CompiledRoute[] {
  return routes
    .filter((route) => route.pattern !== '*')
    .map((route) => {
      const segments = segmentsOf(route.pattern);
      return { route, segments, literals: segments.filter((segment) => !segment.startsWith(':')).length };
    });
}

function matchCompiled(compiled: CompiledRoute, path: string[]): Record<string, string> | undefined {
  if (compiled.segments.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    const actual = path[index] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined; // A malformed %-escape is not a valid parameter.
      }
    } else if (segment !== actual) {
      return undefined;
    }
  }
  return params;
}

/**
 * Creates a matcher over a route table. With several candidates the one with the most literal segments
 * wins (so `/podcasts/search/x` is the search, not a podcast), whatever the table's order.
 * Unknown paths match the catch-all `not-found` route.
 */
export function createRouteMatcher(routes: readonly RouteDefinition[] = ROUTES): (pathname: string) => RouteMatch {
  const compiled = compile(routes);
  const notFound = routes.find((route) => route.pattern === '*');
  if (notFound === undefined) throw new TypeError('a route table needs a catch-all "*" route');
  return (pathname) => {
    const path = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
    let best: { compiled: CompiledRoute; params: Record<string, string> } | undefined;
    for (const candidate of compiled) {
      if (best !== undefined && candidate.literals <= best.compiled.literals) continue;
      const params = matchCompiled(candidate, path);
      if (params !== undefined) best = { compiled: candidate, params };
    }
    return best === undefined ? { route: notFound, params: {} } : { route: best.compiled.route, params: best.params };
  };
}

/**
 * The spec §2 route for a pathname (query and hash ignored, trailing slash optional), with decoded
 * parameters; unknown paths give the `not-found` route.
 */
export const matchRoute: (pathname: string) => RouteMatch = createRouteMatcher();
