export type {
  PatternParams,
  RouteAccess,
  RouteDefinition,
  RouteGroup,
  RouteName,
  RouteParams,
  RoutePattern,
  RouteSpec,
} from './route-table';
export { ROUTES, ROUTE_SPECS, paramsOfPattern } from './route-table';
export type { RouteMatch } from './match-route';
export { createRouteMatcher, matchRoute } from './match-route';
export type { BuildPathArgs } from './build-path';
export { buildPath } from './build-path';
export type { NavigationDecision, NavigationInput, RedirectDecision, RenderDecision } from './resolve-navigation';
export { TOKEN_QUERY_PARAM, resolveNavigation } from './resolve-navigation';
