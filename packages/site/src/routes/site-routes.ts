import type { ReactNode } from 'react';
import type { Campus, RouteName } from '@campus/core';

/** A page module: its default export is the page component (one lazily loaded chunk per route). */
export interface PageModule {
  default: () => ReactNode;
  /**
   * Starts the page's first requests when the site boots signed in on one of its routes (warm-site-resources.ts),
   * once its chunk is there: they then run while the page renders, not after. `params` are the route's path
   * parameters (`id`, `hierarchy_order`, …).
   */
  warm?: (campus: Campus, route: RouteName, params: Readonly<Record<string, string>>) => void;
}

/** How a route of the core table is served by the site. */
export interface SiteRoute {
  /** The route's name in `@campus/core`'s table (its pattern comes from there: one definition of the routes). */
  readonly name: RouteName;
  /** Loads the page's chunk. */
  readonly load: () => Promise<PageModule>;
  /**
   * The client module the route belongs to (`has_{module}`, spec §1, §6): while the flag is off the route
   * answers not-found and its menu entry is hidden.
   */
  readonly module?: string;
  /**
   * A loyalty programme screen (spec §6): its menu entry shows to programme members only, and anyone else who
   * opens it sees the "only for programme members" page (blocked members 'Você foi bloqueado').
   */
  readonly programme?: boolean;
}

const institutional = () => import('../pages/institutional-page');
const catalogueList = () => import('../pages/catalogue-list-page');
const catalogueDetail = () => import('../pages/catalogue-detail-page');
const register = () => import('../pages/register-page');
const webserviceLogin = () => import('../pages/webservice-login-page');
const clientPage = () => import('../pages/client-page');
const activityPlayer = () => import('../pages/activity-player-page');

/**
 * Every route the site serves, by the core route name — THE list to extend as feature packages land. A route of
 * the core table that is not listed here answers not-found and never reaches a menu (a module not delivered yet
 * gets no placeholder page); since issue 24 every route is served. Legacy paths are redirected by the core guard.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  // --- public routes (spec §2)
  { name: 'login', load: () => import('../pages/login-page') },
  { name: 'maintenance-login', load: () => import('../pages/maintenance-login-page') },
  { name: 'login-redirect-v2', load: webserviceLogin },
  { name: 'webservice-login', load: webserviceLogin },
  { name: 'webservice-login-no-token', load: webserviceLogin },
  { name: 'institutional-about', load: institutional },
  { name: 'institutional-cookies-policy', load: institutional },
  { name: 'institutional-support', load: institutional },
  { name: 'institutional-privacy-policy', load: institutional },
  { name: 'institutional-terms-and-conditions', load: institutional },
  { name: 'set-password', load: () => import('../pages/set-password-page') },
  { name: 'recover-password', load: () => import('../pages/set-password-page') },
  { name: 'request-password', load: () => import('../pages/request-password-page') },
  { name: 'first-access', load: () => import('../pages/first-access-page') },
  { name: 'register', load: register },
  { name: 'register-seven-trade', load: register },
  { name: 'register-pop-trade', load: register },
  { name: 'register-success', load: () => import('../pages/register-success-page') },
  { name: 'tigre-juntos-somos-mais', load: () => import('../pages/partner-programme-page') },
  { name: 'intel-first-access', load: () => import('../pages/first-access-page') },
  { name: 'intel-login-redirect', load: webserviceLogin },
  // Issue 21: where a certificate's share link leads (public: anyone given the link may check it).
  { name: 'certificate-verification', load: () => import('../pages/certificate-verification-page') },
  // --- portfolio group
  { name: 'portfolio', load: () => import('../pages/portfolio-page') },
  { name: 'portfolio-course', load: () => import('../pages/portfolio-course-page') },
  { name: 'about-team', load: clientPage },
  // --- authenticated routes
  { name: 'home', load: () => import('../pages/home-page') },
  // Issue 24: one survey; the home sends the person to the mandatory ones first. No module: a mandatory survey must
  // open whatever the menus list (the server decides who sees a survey).
  { name: 'home-survey', load: () => import('../pages/survey-page') },
  // Issue 24: the podcasts (list, one podcast, a search); the audio player lives in the shell (site-shell.tsx).
  { name: 'podcasts', load: () => import('../pages/podcasts-page'), module: 'podcasts' },
  { name: 'podcast', load: () => import('../pages/podcasts-page'), module: 'podcasts' },
  { name: 'podcast-search', load: () => import('../pages/podcasts-page'), module: 'podcasts' },
  // Issue 24: the library by category (`library/{name}`: a category id) and one file; the news and one article.
  { name: 'library', load: () => import('../pages/library-page'), module: 'library' },
  { name: 'library-folder', load: () => import('../pages/library-page'), module: 'library' },
  { name: 'libraries', load: () => import('../pages/library-page'), module: 'library' },
  { name: 'news', load: () => import('../pages/news-page'), module: 'news' },
  { name: 'news-item', load: () => import('../pages/news-page'), module: 'news' },
  // Issue 24: the forums and one topic (the specification names no forum route); a course's forum is in its detail.
  { name: 'forum', load: () => import('../pages/forum-page'), module: 'forum' },
  { name: 'forum-topic', load: () => import('../pages/forum-page'), module: 'forum' },
  { name: 'online-courses', load: catalogueList, module: 'online_courses' },
  { name: 'online-course', load: catalogueDetail, module: 'online_courses' },
  { name: 'trails', load: catalogueList, module: 'trails' },
  { name: 'trail', load: catalogueDetail, module: 'trails' },
  { name: 'trail-course', load: catalogueDetail, module: 'trails' },
  { name: 'trail-presential-catalog', load: catalogueDetail, module: 'trails' },
  { name: 'trail-catalog-presential-course', load: catalogueDetail, module: 'trails' },
  { name: 'trail-webinar', load: catalogueDetail, module: 'trails' },
  { name: 'trail-live-class', load: catalogueDetail, module: 'trails' },
  { name: 'trail-webinars-lounge', load: () => import('../pages/webinar-lounge-page'), module: 'trails' },
  { name: 'presential-courses', load: catalogueList, module: 'presential_courses' },
  { name: 'presential-course', load: catalogueDetail, module: 'presential_courses' },
  { name: 'webinars', load: catalogueList, module: 'webinars' },
  { name: 'webinar', load: catalogueDetail, module: 'webinars' },
  { name: 'webinars-lounge', load: () => import('../pages/webinar-lounge-page'), module: 'webinars' },
  { name: 'live-classes', load: catalogueList, module: 'live_classes' },
  { name: 'live-class', load: catalogueDetail, module: 'live_classes' },
  // --- the activity player screens (spec §2), inside a trail under the trails module
  { name: 'course-activity', load: activityPlayer, module: 'online_courses' },
  { name: 'trail-course-activity', load: activityPlayer, module: 'trails' },
  { name: 'webinar-activity', load: activityPlayer, module: 'webinars' },
  { name: 'trail-webinar-activity', load: activityPlayer, module: 'trails' },
  { name: 'live-class-activity', load: activityPlayer, module: 'live_classes' },
  { name: 'trail-live-class-activity', load: activityPlayer, module: 'trails' },
  { name: 'presential-class-activity', load: activityPlayer, module: 'presential_courses' },
  { name: 'presential-webinar-activity', load: activityPlayer, module: 'presential_courses' },
  { name: 'presential-live-class-activity', load: activityPlayer, module: 'presential_courses' },
  { name: 'presential-reaction', load: activityPlayer, module: 'presential_courses' },
  { name: 'trail-presential-class-activity', load: activityPlayer, module: 'trails' },
  { name: 'trail-presential-webinar-activity', load: activityPlayer, module: 'trails' },
  { name: 'trail-presential-live-class-activity', load: activityPlayer, module: 'trails' },
  { name: 'trail-presential-reaction', load: activityPlayer, module: 'trails' },
  { name: 'terms-and-conditions', load: institutional },
  { name: 'faq', load: () => import('../pages/faq-page'), module: 'faq' },
  { name: 'support', load: institutional },
  { name: 'privacy-policy', load: institutional },
  { name: 'cookies', load: institutional },
  { name: 'about-the-program', load: clientPage },
  { name: 'about', load: institutional },
  { name: 'contact-us', load: () => import('../pages/contact-page') },
  { name: 'about-the-team', load: clientPage },
  { name: 'hotsite', load: clientPage },
  { name: 'onboarding', load: () => import('../pages/onboarding-page') },
  { name: 'complete-register', load: () => import('../pages/complete-register-page') },
  // The profile (spec §2) with its certificates and badges tabs (issue 21); issue 25 adds the other tabs.
  { name: 'profile', load: () => import('../pages/profile-page'), module: 'profile' },
  // Issue 23: the downloads kept for offline use (the storage manager), from the user menu.
  { name: 'offline', load: () => import('../pages/offline-page') },
  // --- loyalty programme (spec §2), for programme members only (spec §6)
  { name: 'reward-store', load: () => import('../pages/reward-store-page'), module: 'reward_store', programme: true },
  {
    name: 'reward-store-details',
    load: () => import('../pages/reward-detail-page'),
    module: 'reward_store',
    programme: true,
  },
  { name: 'points-table', load: () => import('../pages/points-table-page'), module: 'points_table', programme: true },
  { name: 'campaigns', load: () => import('../pages/campaigns-page'), module: 'campaigns', programme: true },
  { name: 'events', load: () => import('../pages/events-page'), module: 'events', programme: true },
  { name: 'insert-sales', load: () => import('../pages/insert-sales-page'), module: 'insert_sales', programme: true },
  {
    name: 'upload-photos',
    load: () => import('../pages/upload-photos-page'),
    module: 'upload_photos',
    programme: true,
  },
];

const BY_NAME: ReadonlyMap<string, SiteRoute> = new Map(SITE_ROUTES.map((route) => [route.name, route]));

/** The site's entry for a core route name, or undefined when the site does not serve it. */
export function siteRouteOf(name: string): SiteRoute | undefined {
  return BY_NAME.get(name);
}
