// A router in memory over a few test pages (what react-router's createMemoryRouter gave the tests). Test-only.
import type { ComponentType, ReactElement } from 'react';
import { createMemoryHistory, createRouter } from '../routes/router';
import type { Router, RouterOptions, RouterRoute } from '../routes/router';

/** A test page: its path (literal segments and `:name` parameters) and what it renders, or how it loads. */
export interface TestPage {
  id?: string;
  path: string;
  element?: ReactElement;
  Component?: ComponentType;
  lazy?: () => Promise<ComponentType>;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The parameters of `pathname` on `path`, or null when it does not match. */
function paramsOf(path: string, pathname: string): Record<string, string> | null {
  const pattern = segmentsOf(path);
  const actual = segmentsOf(pathname);
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/** A memory router at `path` over `pages` (an unknown path renders nothing), with the site router's options. */
export function createTestRouter(
  pages: readonly TestPage[],
  {
    path = '/',
    ...options
  }: { path?: string } & Pick<RouterOptions, 'layout' | 'errorView' | 'fallback' | 'frame'> = {},
): Router {
  // One component per page, kept: a navigation between two addresses of a page keeps it mounted, as in the site.
  const routes = pages.map((page, index) => {
    const { element = null, lazy } = page;
    const id = page.id ?? String(index);
    return lazy === undefined ? { id, Component: page.Component ?? (() => element) } : { id, lazy };
  });
  const Nothing = () => null;
  const match = (pathname: string): RouterRoute => {
    for (const [index, page] of pages.entries()) {
      const params = paramsOf(page.path, pathname);
      if (params !== null) return { ...(routes[index] as Omit<RouterRoute, 'params'>), params };
    }
    return { id: 'none', params: {}, Component: Nothing };
  };
  return createRouter({ history: createMemoryHistory(path), match, ...options });
}
