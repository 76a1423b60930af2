import { ROUTES } from './route-table.js';
import type { PatternParams, RouteName, RouteParams, RoutePattern } from './route-table.js';

/** `buildPath`'s arguments: no params object for routes without parameters. */
export type BuildPathArgs<N extends RouteName> = [PatternParams<RoutePattern<N>>] extends [never]
  ? [params?: Record<string, never>]
  : [params: RouteParams<N>];

/** The route table by name, built on the first `buildPath` (a page's links build hundreds of paths). */
let byName: ReadonlyMap<string, (typeof ROUTES)[number]> | undefined;

/** A parameter's place in a pattern (`:id`). */
const PARAM = /:([A-Za-z0-9_]+)/g;

/**
 * The path of a named route (spec §2), parameters URI-encoded: `buildPath('trail-course', { id_trail: 3, id: 9 })`
 * gives `/trails/3/course/9`.
 * @throws TypeError for the catch-all route or a missing parameter
 */
export function buildPath<N extends RouteName>(name: N, ...[params]: BuildPathArgs<N>): string {
  byName ??= new Map(ROUTES.map((route) => [route.name, route]));
  const route = byName.get(name);
  if (route === undefined || route.pattern === '*') throw new TypeError(`route "${name}" has no path`);
  if (route.params.length === 0) return route.pattern;
  const values: Record<string, string | number> = params ?? {};
  return route.pattern.replace(PARAM, (_segment, param: string) => {
    const value = values[param];
    if (value === undefined || value === '') throw new TypeError(`route "${name}" needs the parameter "${param}"`);
    return encodeURIComponent(String(value));
  });
}
