import { ROUTES } from './route-table.js';
import type { PatternParams, RouteName, RouteParams, RoutePattern } from './route-table.js';

/** `buildPath`'s arguments: no params object for routes without parameters. */
export type BuildPathArgs<N extends RouteName> = [PatternParams<RoutePattern<N>>] extends [never]
  ? [params?: Record<string, never>]
  : [params: RouteParams<N>];

/**
 * The path of a named route (spec §2), parameters URI-encoded: `buildPath('trail-course', { id_trail: 3, id: 9 })`
 * gives `/trails/3/course/9`.
 * @throws TypeError for the catch-all route or a missing parameter
 */
export function buildPath<N extends RouteName>(name: N, ...[params]: BuildPathArgs<N>): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (route === undefined || route.pattern === '*') throw new TypeError(`route "${name}" has no path`);
  const values: Record<string, string | number> = params ?? {};
  return route.pattern.replace(/:([A-Za-z0-9_]+)/g, (_segment, param: string) => {
    const value = values[param];
    if (value === undefined || value === '') throw new TypeError(`route "${name}" needs the parameter "${param}"`);
    return encodeURIComponent(String(value));
  });
}
