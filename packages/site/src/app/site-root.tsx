import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from '../routes/router';
import {
  localeFromUrl,
  selectHomeRoute,
  selectIsSuperuser,
  selectMustChangePassword,
  selectRedirectTarget,
  selectSelectedClientModuleItems,
  selectUnderMaintenance,
} from '@campus/core';
import { ErrorState, Spinner, useAdoptedClientTheme, useCampus, useLocale, useParams, useSession } from '@campus/ui';
import { CookieConsentSlot } from '../cookies/cookie-consent-slot';
import { SiteShell } from '../layout/site-shell';
import { useSiteMessages } from '../messages/site-messages';
import { loadChunk } from '../errors/chunk-load';
import { NotFoundView } from '../pages/not-found-view';
import { decideSiteNavigation } from '../routes/site-navigation';
import { useInternalLinks } from './use-internal-links';
import { useSessionExpiredNotice } from './use-session-expired-notice';
import { useSiteParams } from './use-site-params';

/**
 * The maintenance page shows only while a client is under maintenance: its code (the auth package's screen, with its
 * messages and styles) loads then, like a page's chunk (120 s limit, failures reported), not with every first load.
 */
const MaintenanceView = lazy(() =>
  loadChunk(() => import('../pages/maintenance-view'), { address: 'maintenance page' }).then((module) => ({
    default: module.MaintenanceView,
  })),
);

/**
 * The root of every page: loads the client params, applies the navigation guard of spec §4 over the routes
 * the site serves (redirects, the stored post-sign-in target, not-found for disabled modules), the maintenance
 * page, the client theme and language, and renders the page inside the desktop/mobile layout with the cookie
 * consent.
 */
export function SiteRoot() {
  useSiteMessages();
  const campus = useCampus();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useSiteParams();
  const locale = useLocale();
  useAdoptedClientTheme(document);
  useInternalLinks(navigate);
  useSessionExpiredNotice();

  const hasToken = useSession((state) => state.access_token !== null);
  const identified = useSession((state) => state.id !== null);
  const mustChangePassword = useSession(selectMustChangePassword);
  const storedTarget = useSession(selectRedirectTarget);
  const moduleItems = useSession(selectSelectedClientModuleItems);
  const superuser = useSession(selectIsSuperuser);
  const homeRoute = useParams(selectHomeRoute);
  const client = useParams((state) => state.client);
  const underMaintenance = useParams(selectUnderMaintenance);

  const decision = decideSiteNavigation({
    pathname: location.pathname,
    search: location.search,
    hasToken,
    identified,
    mustChangePassword,
    homeRoute,
    client,
    moduleItems,
    storedTarget,
  });

  // The decision as a string: the effect runs once per distinct redirect, not on every render. One redirect per
  // location: until the router has moved, later renders (e.g. after the stored target was consumed) must not
  // start a second navigation that would overtake the first.
  const redirectKey = decision.kind === 'redirect' ? JSON.stringify(decision) : null;
  const redirectedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (redirectKey === null || redirectedFrom.current === location.key) return;
    redirectedFrom.current = location.key;
    const redirect = JSON.parse(redirectKey) as Extract<typeof decision, { kind: 'redirect' }>;
    const session = campus.stores.session.getState();
    if (redirect.store !== undefined) session.storeRedirectTarget(redirect.store);
    if (redirect.clearStoredTarget === true) session.consumeRedirectTarget();
    void navigate(redirect.redirect, { replace: true });
  }, [campus, navigate, redirectKey, location.key]);

  // `?locale=` overrides the language on any navigation, not only on the first load (spec §9).
  const urlLocale = localeFromUrl(location.search);
  useEffect(() => {
    if (urlLocale !== undefined && urlLocale !== campus.i18n.language) void campus.setLocale(urlLocale);
  }, [campus, urlLocale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  let page;
  if (decision.kind === 'redirect') page = <Spinner size="large" />;
  else if (underMaintenance && decision.match.route.name !== 'maintenance-login' && !superuser) {
    page = (
      <Suspense fallback={<Spinner size="large" />}>
        <MaintenanceView />
      </Suspense>
    );
  } else if (decision.page === 'wait') {
    page =
      params.status === 'error' ? <ErrorState error={params.error} onRetry={params.retry} /> : <Spinner size="large" />;
  } else if (decision.page === 'not-found') page = <NotFoundView />;
  else page = <Outlet />;

  return (
    <SiteShell>
      {page}
      <CookieConsentSlot />
    </SiteShell>
  );
}
