import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Router } from './create-router';
import { RouterContext, RouterStateContext, useRouter, useRouterState } from './router-context';
import { RouteErrorBoundary } from './route-error-boundary';

/** A route's part of the tree, inside the router's error view when it has one. */
function Guarded({ children }: { children: ReactNode }) {
  const { errorView } = useRouter();
  const { location } = useRouterState();
  if (errorView === undefined) return children;
  return (
    <RouteErrorBoundary view={errorView} resetKey={location.key}>
      {children}
    </RouteErrorBoundary>
  );
}

/**
 * Renders the router's layout around its page (or the page alone). While the first page's code loads, the layout
 * is already there with the router's `fallback` in the page's place (issue 27): the shell renders while the page's
 * chunks download, and the page's own first render is all that is left once they are in.
 */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const { layout: Layout } = router;
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>
        {Layout === undefined ? (
          <Outlet />
        ) : (
          <Guarded>
            <Layout />
          </Guarded>
        )}
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}

/**
 * Where the layout shows the page (the router's `fallback` while the first page's code loads), inside the router's
 * `frame` when it has one.
 */
export function Outlet() {
  const { fallback: Fallback, frame: Frame } = useRouter();
  const { Page } = useRouterState();
  let page: ReactNode = null;
  if (Page !== null) {
    page = (
      <Guarded>
        <Page />
      </Guarded>
    );
  } else if (Fallback !== undefined) page = <Fallback />;
  return Frame === undefined ? page : <Frame>{page}</Frame>;
}
