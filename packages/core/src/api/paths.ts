/*
 * The one path table of the API, shared by core's typed calls (which fill it with `pathTo`) and by the reference
 * server's route registration (which registers the templates as they are: `:name` is Fastify's parameter
 * syntax). A path changed here changes both sides; a path removed here fails both sides' type-check.
 * Trailing slashes are part of the paths (SPECIFICATION §7).
 */

/** The call paths the specification itself names (SPECIFICATION §7 Calls). */
export const API_PATHS = {
  token: '/o/token/',
  alternativeLogin: '/etraining_login/alternative_login/',
  recoverPassword: '/etraining_login/api_recover_password/',
  phoneNumberWithDocument: '/etraining_login/get_phone_number_with_document/',
  sendRecoverPasswordCode: '/etraining_login/send_recover_password_code/',
  validateRecoverPasswordCode: '/etraining_login/validate_recover_password_code/',
  reloadUserTokens: '/accounts/reload_user_tokens/',
  trailCertificate: '/get_trail_user_result_certificate/',
  filesComplete: '/api/files/complete/',
} as const;

/** Sessions, accounts and registration (docs/server.md "Accounts", "Auth and sessions"). */
export const ACCOUNT_PATHS = {
  me: '/api/me/',
  params: '/api/params/',
  logout: '/api/logout/',
  sessions: '/api/sessions/',
  session: '/api/sessions/:id/',
  realtime: '/api/realtime/',
  webserviceToken: '/etraining_login/webservice_token/',
  register: '/accounts/register/',
  registerSevenTrade: '/accounts/register-seven-trade/',
  registerPopTrade: '/accounts/register-pop-trade/',
  preRegister: '/accounts/pre_register/',
  firstAccess: '/accounts/first_access/',
  registrationOptions: '/accounts/registration_options/',
  profile: '/accounts/profile/',
  /** The signed-in user's avatar: `POST` (multipart `avatar`) replaces it, `DELETE` removes it. */
  avatar: '/accounts/profile/avatar/',
  /** A stored avatar image, by its generated name (what the profile's `avatar` points at). */
  avatarFile: '/api/avatars/:name',
  completeRegister: '/accounts/complete_register/',
  changePassword: '/accounts/change_password/',
  acceptTerms: '/accounts/accept_terms/',
  acceptCookies: '/accounts/accept_cookies/',
  phoneVerificationSend: '/accounts/phone_verification/send/',
  phoneVerificationVerify: '/accounts/phone_verification/verify/',
  checkPasswordLink: '/etraining_login/check_password_link/',
  setPassword: '/etraining_login/set_password/',
  recoverPasswordFromLink: '/etraining_login/recover_password/',
  contact: '/api/contact/',
} as const;

/** Platform data read before and after sign-in (public pages, home, menus). */
export const PLATFORM_PATHS = {
  faq: '/api/faq/',
  institutional: '/api/institutional/:slug/',
  siteLists: '/api/site-lists/',
  moduleItems: '/api/module-items/',
  welcomeBanner: '/api/welcome-banner/',
  portfolio: '/api/portfolio/',
  portfolioCourse: '/api/portfolio/:id/',
} as const;

/**
 * The catalogue (spec §2 route names): `:kind` is a catalogue segment (`online-courses`, `trails`,
 * `presential-courses`, `presential-catalogs`, `webinars`, `live-classes`, …).
 */
export const CATALOGUE_PATHS = {
  list: '/api/:kind/',
  detail: '/api/:kind/:id/',
  activities: '/api/:kind/:id/activities/',
  podcastSearch: '/api/podcasts/search/:name/',
  /** `POST` marks, `DELETE` unmarks the caller's favourite (every kind). */
  favorite: '/api/:kind/:id/favorite/',
  /** `POST` enrols, `DELETE` unenrols the caller (courses, trails, presential courses). */
  enrol: '/api/:kind/:id/enrol/',
  /** `POST` subscribes (taking a seat), `DELETE` cancels (webinars, live classes). */
  subscribe: '/api/:kind/:id/subscribe/',
} as const;

/**
 * The activity player's calls on one activity (issue 20): `GET` reads and `PUT` commits the caller's SCORM
 * run-time data of the current attempt (docs/server.md "SCORM run-time data").
 */
export const ACTIVITY_PATHS = {
  runtime: '/api/activities/:activity_id/runtime/',
  progress: '/api/activities/:activity_id/progress/',
  /** `POST` answers a launch URL of the activity's content on the content origin (docs/server.md "Content origin"). */
  launch: '/api/activities/:activity_id/launch/',
  /** `POST` reads the learner's results of a `scorm_cloud` activity from SCORM Cloud (docs/server.md "SCORM Cloud"). */
  scormCloudSync: '/api/activities/:activity_id/scorm-cloud/sync/',
} as const;

/**
 * Certificates and badges (issue 21, docs/server.md "Certificates and badges"): the caller's certificates and one's
 * PDF, the public verification of a code, and the client's badges with the caller's. The trail certificate of
 * SPECIFICATION §7 is `API_PATHS.trailCertificate`.
 */
export const ACHIEVEMENT_PATHS = {
  certificates: '/api/certificates/',
  /** `GET` answers the certificate's PDF (its owner only). */
  certificatePdf: '/api/certificates/:id/pdf/',
  /** `GET`, no sign-in: whether a code is a genuine certificate's (name, training and day only). */
  verifyCertificate: '/api/certificates/verify/:code/',
  badges: '/api/badges/',
} as const;

/**
 * Tests, quizzes and reaction evaluations (issue 21, docs/server.md "Tests and quizzes"): a test's overview, the
 * start (or resumption) of an attempt, one answer saved, the submission; a reaction evaluation read and answered.
 */
export const ASSESSMENT_PATHS = {
  test: '/api/activities/:activity_id/test/',
  /** `POST` starts an attempt, or resumes the one in progress with a new lease. */
  testAttempts: '/api/activities/:activity_id/test/attempts/',
  /** `PUT` saves one answer of the attempt. */
  attemptAnswer: '/api/test-attempts/:attempt_id/answers/:question_id/',
  /** `POST` submits the attempt (with an `Idempotency-Key`). */
  attemptSubmit: '/api/test-attempts/:attempt_id/submit/',
  /** `GET` reads, `POST` answers (once per person) a reaction evaluation. */
  reaction: '/api/activities/:activity_id/reaction/',
  /** `GET` lists the caller's pending mandatory drills. */
  mandatoryTests: '/api/mandatory-tests/',
} as const;

/** Games (issue 22, docs/server.md "Games"): the server holds the solution and checks every move. */
export const GAME_PATHS = {
  /** `GET` the game's rules and the caller's standing. */
  game: '/api/activities/:activity_id/game/',
  /** `POST` starts an attempt, or resumes the one in progress with a new lease. */
  gameAttempts: '/api/activities/:activity_id/game/attempts/',
  /** `POST` one move of the attempt (with an `Idempotency-Key`). */
  gameMove: '/api/game-attempts/:attempt_id/moves/',
} as const;

/** The loyalty programme, member side: earning (sales, photos, points, levels) and spending (rewards, orders). */
export const LOYALTY_PATHS = {
  campaigns: '/api/campaigns/',
  selectCampaign: '/api/campaigns/:id/select/',
  stores: '/api/stores/',
  products: '/api/products/',
  photoTypes: '/api/photo-types/',
  levels: '/api/levels/',
  sales: '/api/sales/',
  photos: '/api/photos/',
  photoLimits: '/api/photos/limits/',
  points: '/api/points/',
  statement: '/api/points/statement/',
  transfer: '/api/points/transfer/',
  ranking: '/api/ranking/',
  messages: '/api/messages/',
  readMessage: '/api/messages/:id/read/',
  rewards: '/api/rewards/',
  reward: '/api/rewards/:id/',
  redeem: '/api/rewards/:id/redeem/',
  orders: '/api/orders/',
  order: '/api/orders/:id/',
  events: '/api/events/',
  checkIn: '/api/events/check-in/',
  upload: '/api/uploads/:name',
} as const;

/**
 * The profile's own lists (issue 25, docs/server.md "Activity feed", "Training ranking"): what the caller did, newest
 * first, and the ranking of the client's learners in trainings. Internal messages are `LOYALTY_PATHS.messages`.
 */
export const PROFILE_PATHS = {
  feed: '/api/feed/',
  trainingRanking: '/api/training-ranking/',
} as const;

// Issue 24's paths live in modules of their own (a chunk per feature package), and are part of this table.
export { PODCAST_PATHS } from './content-paths.js';
export { FORUM_MODERATION_PATHS, FORUM_PATHS, SURVEY_PATHS } from './community-paths.js';
export { INSTRUCTOR_PATHS, PRESENTIAL_EVENT_PATHS } from './instructor-paths.js';
// Issue 26's live transmissions and calendar export, in a module of their own (the live viewer's chunk).
export { CALENDAR_KINDS, LIVE_CLASS_PATHS, TRANSMISSION_HOLDER_KINDS, TRANSMISSION_KINDS } from './live-class-paths.js';
export type { CalendarKind, TransmissionHolderKind, TransmissionKind } from './live-class-paths.js';
// Issue 26's SENCE sessions, in a module of their own (the SENCE panel's chunk).
export { DEV_SENCE_PATHS, SENCE_PATHS } from './sence-paths.js';

/** The loyalty programme's administration (docs/loyalty.md "Administration"). */
export const LOYALTY_ADMIN_PATHS = {
  campaigns: '/api/admin/campaigns/',
  campaign: '/api/admin/campaigns/:id/',
  closeCampaign: '/api/admin/campaigns/:id/close/',
  events: '/api/admin/events/',
  event: '/api/admin/events/:id/',
  levelRequests: '/api/admin/level-requests/',
  levelRequest: '/api/admin/level-requests/:id/',
  blockMember: '/api/admin/members/:id/block/',
  unblockMember: '/api/admin/members/:id/unblock/',
  orders: '/api/admin/orders/',
  orderStatus: '/api/admin/orders/:id/status/',
  pointAdjustments: '/api/admin/points/adjustments/',
  rewards: '/api/admin/rewards/',
  reward: '/api/admin/rewards/:id/',
  sales: '/api/admin/sales/',
  auditSale: '/api/admin/sales/:id/audit/',
  stores: '/api/admin/stores/',
  store: '/api/admin/stores/:id/',
  revokeSessions: '/api/admin/users/:id/sessions/revoke/',
} as const;

/** The names of a template's `:name` parameters: `'/api/rewards/:id/redeem/'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a template needs, one per parameter. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/**
 * Fills a template of the path table: every `:name` gets its value, URI-encoded.
 * `pathTo(LOYALTY_PATHS.redeem, { id: 7 })` → `'/api/rewards/7/redeem/'`.
 * @throws TypeError when a parameter has no value (the types prevent it; plain JavaScript callers may not)
 */
export function pathTo<P extends string>(template: P, params: PathParams<P>): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = (params as Readonly<Record<string, string | number | undefined>>)[name];
    if (value === undefined) throw new TypeError(`pathTo: no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
}
