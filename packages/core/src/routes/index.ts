export type {
  PatternParams,
  RouteAccess,
  RouteDefinition,
  RouteGroup,
  RouteName,
  RouteParams,
  RoutePattern,
  RouteSpec,
} from './route-table.js';
export { ROUTES, ROUTE_SPECS, paramsOfPattern } from './route-table.js';
export type { RouteMatch } from './match-route.js';
export { createRouteMatcher, matchRoute } from './match-route.js';
export type { BuildPathArgs } from './build-path.js';
export { buildPath } from './build-path.js';
export type { NavigationDecision, NavigationInput, RedirectDecision, RenderDecision } from './resolve-navigation.js';
export { TOKEN_QUERY_PARAM, resolveNavigation } from './resolve-navigation.js';
