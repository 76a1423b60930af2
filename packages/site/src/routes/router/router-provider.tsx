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

/** Renders the router's layout around its page (or the page alone), once the first page's code is there. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const { layout: Layout, fallback: Fallback } = router;
  if (state.Page === null) return Fallback === undefined ? null : <Fallback />;
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

/** Where the layout shows the page. */
export function Outlet() {
  const { Page } = useRouterState();
  if (Page === null) return null;
  return (
    <Guarded>
      <Page />
    </Guarded>
  );
}
