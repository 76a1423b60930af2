import type { ReactNode } from 'react';
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
 * How a route's chunk is named when its load fails or times out (spec §8 "reported with the failure type and
 * address"). The chunk's real URL cannot be known here: `route.load` is a `() => import(…)` whose hashed file
 * name only the bundler knows (Vite rewrites the import into its preload helper), and a load that never answers
 * has no error message naming it. So the report names the route and its path instead, which says which page's
 * chunk it was; a failed import still reports the URL the browser names.
 */
export function chunkAddressOf(route: SiteRoute): string {
  return `route ${route.name} (${patternOf(route)})`;
}

/**
 * A route's `lazy`: its page chunk, loaded with the 120 s limit and reported with {@link chunkAddressOf}. A
 * chunk that fails does not reject: react-router 7 keeps the `lazy` of a route whose `lazy` rejected and cuts
 * every match that still has a `lazy` from the render, so the page's error boundary would never show (the
 * screen stays empty under the layout). The failure is thrown while rendering instead, where the route's error
 * boundary catches it and offers to reload the site; the route keeps that component until the reload.
 */
export function lazyPage(route: SiteRoute): () => Promise<{ Component: () => ReactNode }> {
  return async () => {
    try {
      return { Component: (await loadChunk(route.load, { address: chunkAddressOf(route) })).default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
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
    lazy: lazyPage(route),
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
