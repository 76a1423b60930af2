import type { ComponentType } from 'react';
import { matchRoute, ROUTES } from '@campus/core';
import { loadChunk } from '../errors/chunk-load';
import { PageErrorView } from '../errors/page-error-view';
import { SiteRoot } from '../app/site-root';
import { NotFoundView } from '../pages/not-found-view';
import { LoadingPage } from '../pages/loading-page';
import { RouteFrame } from '../pages/route-frame';
import { SITE_ROUTES } from './site-routes';
import type { SiteRoute } from './site-routes';
import { createBrowserHistory, createRouter } from './router';
import type { Router, RouterRoute, SiteHistory } from './router';

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
 * A route's page: its chunk, loaded with the 120 s limit and reported with {@link chunkAddressOf}. A chunk that
 * fails does not reject: the failure is thrown while rendering instead, where the page's error boundary catches it
 * and offers to reload the site; the route keeps that component until the reload.
 */
export function lazyPage(route: SiteRoute): () => Promise<ComponentType> {
  return async () => {
    try {
      return (await loadChunk(route.load, { address: chunkAddressOf(route) })).default;
    } catch (error) {
      return () => {
        throw error;
      };
    }
  };
}

/**
 * The route of a pathname: the served route the core table matches (its id is the core route name, so a page can
 * tell which route it serves), each page lazily loaded (its own chunk, 120 s limit), or the not-found page. The
 * core matcher is the guard's too (site-navigation.ts): the page rendered and the guard's decision cannot disagree.
 */
export function siteRouteMatcher(routes: readonly SiteRoute[] = SITE_ROUTES): (pathname: string) => RouterRoute {
  const pages = new Map(routes.map((route) => [route.name as string, { route, lazy: lazyPage(route) }]));
  return (pathname) => {
    const { route, params } = matchRoute(pathname);
    const page = pages.get(route.name);
    return page === undefined
      ? { id: 'not-found', params: {}, Component: NotFoundView }
      : { id: page.route.name, params, lazy: page.lazy };
  };
}

/**
 * The site's router (routes/router): one root (guard, layout, cookie banner, SiteRoot) around the served routes'
 * pages, each page and the root with the page error view, the loading page until the first page's code is there,
 * and around both the route's frame (`RouteFrame`: a programme page's heading and intro, known without its data).
 */
export function createSiteRouter(
  history: SiteHistory = createBrowserHistory(window),
  routes: readonly SiteRoute[] = SITE_ROUTES,
): Router {
  return createRouter({
    history,
    match: siteRouteMatcher(routes),
    layout: SiteRoot,
    errorView: PageErrorView,
    fallback: LoadingPage,
    frame: RouteFrame,
  });
}

/** The router the site runs on. */
export type SiteRouter = Router;
