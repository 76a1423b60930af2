import { createContext, useContext } from 'react';
import type { Router, RouterState } from './create-router';

/** The router (stable: its `navigate` keeps its identity). */
export const RouterContext = createContext<Router | null>(null);
/** What the router shows now (a new value on every navigation). */
export const RouterStateContext = createContext<RouterState | null>(null);

/** The router of the components' tree. */
export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('a router hook or link was used outside <RouterProvider>');
  return router;
}

/** What the router shows now. */
export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (state === null) throw new Error('a router hook or link was used outside <RouterProvider>');
  return state;
}
