/**
 * Every route of spec §2 as data: name, pattern, parameters and access. Patterns use `:param` segments;
 * a trailing slash is written where the spec writes one, and matching ignores trailing slashes.
 */

/** Who may open a route: anyone, or only a signed-in user (spec §6). */
export type RouteAccess = 'public' | 'auth';

/** The spec §2 group a route belongs to. */
export type RouteGroup = 'public' | 'portfolio' | 'auth' | 'legacy' | 'player' | 'not-found';

/** A route as written in the table (parameters are derived from the pattern). */
export interface RouteSpec {
  readonly name: string;
  readonly pattern: string;
  readonly access: RouteAccess;
  readonly group: RouteGroup;
}

const pub = <N extends string, P extends string>(name: N, pattern: P) =>
  ({ name, pattern, access: 'public', group: 'public' }) as const;
const portfolio = <N extends string, P extends string>(name: N, pattern: P) =>
  ({ name, pattern, access: 'public', group: 'portfolio' }) as const;
const auth = <N extends string, P extends string>(name: N, pattern: P) =>
  ({ name, pattern, access: 'auth', group: 'auth' }) as const;
// Legacy paths lead to protected pages; resolveNavigation redirects them before any access check.
const legacy = <N extends string, P extends string>(name: N, pattern: P) =>
  ({ name, pattern, access: 'auth', group: 'legacy' }) as const;
const player = <N extends string, P extends string>(name: N, pattern: P) =>
  ({ name, pattern, access: 'auth', group: 'player' }) as const;

/** The spec §2 route table, in the spec's order. The catch-all `not-found` is last. */
export const ROUTE_SPECS = [
  // Public routes (no login)
  pub('login', '/'),
  pub('maintenance-login', '/maintenance-login'),
  pub('login-redirect-v2', '/login-redirect-v2'),
  pub('webservice-login', '/webservice-login/:token'),
  pub('webservice-login-no-token', '/webservice-login/'),
  pub('institutional-about', '/institutional/about'),
  pub('institutional-cookies-policy', '/institutional/cookies_policy'),
  pub('institutional-support', '/institutional/support'),
  pub('institutional-privacy-policy', '/institutional/privacy-policy'),
  pub('institutional-terms-and-conditions', '/institutional/terms-and-conditions'),
  pub('set-password', '/set-password/:username/:uidb64/:token'),
  pub('recover-password', '/recover-password/:username/:uidb64/:token'),
  pub('request-password', '/request-password/'),
  pub('first-access', '/first_access/'),
  pub('register', '/register'),
  pub('register-success', '/register-success'),
  pub('register-seven-trade', '/register-seven-trade'),
  pub('register-pop-trade', '/register-pop-trade'),
  pub('tigre-juntos-somos-mais', '/tigre-juntos-somos-mais'),
  pub('intel-first-access', '/intel-first-access'),
  pub('intel-login-redirect', '/intel-login-redirect'),
  // Issue 21: the public page a certificate's share link opens (genuine or not; no sign-in).
  pub('certificate-verification', '/certificates/verify/:code'),
  // Portfolio group
  portfolio('portfolio', '/portfolio'),
  portfolio('portfolio-course', '/portfolio-course/:slug'),
  portfolio('about-team', '/about-team'),
  // Authenticated routes
  auth('home', '/home'),
  auth('home-survey', '/home/surveys/:survey_id'),
  auth('online-courses', '/online-courses'),
  auth('online-course', '/online-courses/:id'),
  auth('trails', '/trails'),
  auth('trail', '/trails/:id'),
  auth('trail-course', '/trails/:id_trail/course/:id'),
  auth('trail-presential-catalog', '/trails/:id_trail/presential-catalogs/:id'),
  auth('presential-courses', '/presential-courses'),
  auth('presential-course', '/presential-courses/:id'),
  auth('trail-catalog-presential-course', '/trails/:id_trail/presential-catalogs/:id_catalog/presential-courses/:id'),
  auth('webinars', '/webinars'),
  auth('webinar', '/webinars/:id'),
  auth('trail-webinar', '/trails/:id_trail/webinars/:id'),
  auth('live-classes', '/live-classes'),
  auth('live-class', '/live-classes/:id'),
  auth('trail-live-class', '/trails/:id_trail/live-classes/:id'),
  auth('podcasts', '/podcasts'),
  auth('podcast', '/podcasts/:id'),
  auth('podcast-search', '/podcasts/search/:name'),
  auth('library', '/library'),
  auth('library-folder', '/library/:name'),
  auth('libraries', '/libraries/:id'),
  auth('news', '/news'),
  auth('news-item', '/news/:id'),
  // Issue 24: the specification names no forum route; the forums, and one topic with its replies.
  auth('forum', '/forum'),
  auth('forum-topic', '/forum/:topic_id'),
  auth('reward-store', '/reward-store'),
  auth('reward-store-details', '/reward-store/details/:id/'),
  auth('points-table', '/points-table'),
  auth('campaigns', '/campaigns'),
  auth('profile', '/profile'),
  // Issue 23: the specification names no route for the downloads kept for offline use (the storage manager).
  auth('offline', '/offline'),
  auth('events', '/events'),
  auth('terms-and-conditions', '/terms-and-conditions'),
  auth('faq', '/faq'),
  auth('support', '/support'),
  auth('privacy-policy', '/privacy-policy'),
  auth('cookies', '/cookies'),
  auth('about-the-program', '/about-the-program'),
  auth('about', '/about'),
  auth('contact-us', '/contact-us'),
  auth('insert-sales', '/insert-sales'),
  auth('upload-photos', '/upload-photos'),
  auth('about-the-team', '/about-the-team'),
  auth('hotsite', '/hotsite'),
  auth('onboarding', '/onboarding'),
  auth('complete-register', '/complete-register'),
  auth('webinars-lounge', '/webinars-lounge/:id'),
  auth('trail-webinars-lounge', '/trails/:id_trail/webinars-lounge/:id'),
  // Legacy redirects
  legacy('legacy-courses', '/courses'),
  legacy('legacy-course', '/courses/:id'),
  legacy('legacy-presential', '/presential'),
  legacy('legacy-presential-item', '/presential/:id'),
  legacy('legacy-webcasts', '/webcasts'),
  // Activity player screens
  player('course-activity', '/courses/:id/activities/:hierarchy_order'),
  player('webinar-activity', '/webinars/:id/activities/:hierarchy_order'),
  player('live-class-activity', '/live-classes/:id/activities/:hierarchy_order'),
  player(
    'presential-class-activity',
    '/presential-courses/:id/event/presential-class/:event_id/activities/:hierarchy_order',
  ),
  player('presential-webinar-activity', '/presential-courses/:id/event/webinar/:event_id/activities/:hierarchy_order'),
  player(
    'presential-live-class-activity',
    '/presential-courses/:id/event/live-class/:event_id/activities/:hierarchy_order',
  ),
  player('presential-reaction', '/presential-courses/:id/reactions/:hierarchy_order'),
  player('trail-course-activity', '/trails/:id_trail/courses/:id/activities/:hierarchy_order'),
  player('trail-webinar-activity', '/trails/:id_trail/webinars/:id/activities/:hierarchy_order'),
  player('trail-live-class-activity', '/trails/:id_trail/live-classes/:id/activities/:hierarchy_order'),
  player(
    'trail-presential-class-activity',
    '/trails/:id_trail/presential-catalogs/:id_catalog/presential-courses/:id/event/presential-class/:event_id/activities/:hierarchy_order',
  ),
  player(
    'trail-presential-webinar-activity',
    '/trails/:id_trail/presential-catalogs/:id_catalog/presential-courses/:id/event/webinar/:event_id/activities/:hierarchy_order',
  ),
  player(
    'trail-presential-live-class-activity',
    '/trails/:id_trail/presential-catalogs/:id_catalog/presential-courses/:id/event/live-class/:event_id/activities/:hierarchy_order',
  ),
  player(
    'trail-presential-reaction',
    '/trails/:id_trail/presential-catalogs/:id_catalog/presential-courses/:id/reactions/:hierarchy_order',
  ),
  // A catch-all not-found page
  { name: 'not-found', pattern: '*', access: 'public', group: 'not-found' },
] as const satisfies readonly RouteSpec[];

/** Every route name of the table. */
export type RouteName = (typeof ROUTE_SPECS)[number]['name'];

/** The pattern of a named route. */
export type RoutePattern<N extends RouteName> = Extract<(typeof ROUTE_SPECS)[number], { name: N }>['pattern'];

/** The parameter names of a pattern, e.g. `'id_trail' | 'id'` for `/trails/:id_trail/course/:id`. */
export type PatternParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters of a named route, as strings or numbers. */
export type RouteParams<N extends RouteName> = { [K in PatternParams<RoutePattern<N>>]: string | number };

/** A route with its parameter names, in pattern order. */
export interface RouteDefinition extends RouteSpec {
  readonly name: RouteName;
  readonly params: readonly string[];
}

/** The parameter names of a pattern at run time, in order. */
export function paramsOfPattern(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The route table of spec §2: `{ name, pattern, params, access, group }` for every route, frozen. */
export const ROUTES: readonly RouteDefinition[] = Object.freeze(
  ROUTE_SPECS.map((spec) => Object.freeze({ ...spec, params: Object.freeze(paramsOfPattern(spec.pattern)) })),
);
