import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@campus/core';
import { loadChunk } from '../errors/chunk-load';
import { PageErrorBoundary } from '../errors/page-error-boundary';
import { SiteRoot } from '../app/site-root';
import { NotFoundView } from '../pages/not-found-view';
import { LoadingPage } from '../pages/loading-page';
import { SITE_ROUTES } from './site-routes';
import type { SiteRoute } from './site-routes';

/** The core pattern of a route name (one definition of the routes: `@campus/core`'s table). */
function patternOf(route: SiteRoute): string {
  const definition = ROUTES.find((candidate) => candidate.name === route.name);
  if (definition === undefined) throw new TypeError(`route "${route.name}" is not in the core route table`);
  return definition.pattern;
}

/**
 * The route objects of the site: one root (guard, layout, cookie banner) whose children are the served routes of
 * the core table, each lazily loaded (its own chunk, 120 s limit) with its own error boundary, and the
 * catch-all not-found page. Each child's `id` is its core route name, so a page can tell which route it serves.
 */
export function siteRouteObjects(routes: readonly SiteRoute[] = SITE_ROUTES): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => ({
    id: route.name,
    path: patternOf(route),
    lazy: async () => ({ Component: (await loadChunk(route.load)).default }),
    ErrorBoundary: PageErrorBoundary,
  }));
  children.push({ id: 'not-found', path: '*', Component: NotFoundView, ErrorBoundary: PageErrorBoundary });
  return [
    { id: 'root', Component: SiteRoot, ErrorBoundary: PageErrorBoundary, HydrateFallback: LoadingPage, children },
  ];
}

/** The site's browser router (react-router 7, library mode). */
export function createSiteRouter() {
  return createBrowserRouter(siteRouteObjects());
}

/** The router the site runs on. */
export type SiteRouter = ReturnType<typeof createSiteRouter>;
