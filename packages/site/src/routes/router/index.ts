// The site's router (issue 27): what the site used of react-router's data router — lazy pages with their error
// boundary, links, navigation and the address's parts — over core's route table, in ~2 KB instead of 29.
export { createRouter } from './create-router';
export type { Router, RouterOptions, RouterRoute, RouterState } from './create-router';
export { createBrowserHistory, createMemoryHistory } from './site-history';
export type { SiteHistory } from './site-history';
export { hrefOf } from './site-location';
export type { NavigateFunction, NavigateOptions, SiteLocation, To } from './site-location';
export { Link, Navigate, NavLink } from './links';
export type { LinkProps } from './links';
export { Outlet, RouterProvider } from './router-provider';
export { useLocation, useNavigate, useParams, useRouteId, useSearchParams } from './router-hooks';
