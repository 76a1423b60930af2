import type { QueryKeyPart } from './query-key.js';

/*
 * The one key table of the query cache. A key names the data it holds, most general part first, never the
 * package that shows it: three widgets showing the member's levels share `['levels', locale]` and one request.
 * Invalidation matches by prefix, so `['points']` reaches the summary and every statement page.
 * Answers whose text is localized by the server carry the locale, so a language switch asks again.
 */
export const queryKeys = {
  /** `GET /api/points/` — and, as prefix, every statement read below it. */
  points: () => ['points'] as const,
  /** One statement page (`GET /api/points/statement/`). */
  statement: (query: { page: number; pageSize: number; kind?: string | undefined }) =>
    ['points', 'statement', query] as const,
  /** The statement from an instant on (the points chart). */
  statementSince: (since: string) => ['points', 'statement-since', since] as const,
  levels: (locale: string) => ['levels', locale] as const,
  campaigns: (locale: string) => ['campaigns', locale] as const,
  stores: () => ['stores'] as const,
  products: (locale: string) => ['products', locale] as const,
  photoTypes: (locale: string) => ['photo-types', locale] as const,
  photoLimits: (store: number | string) => ['photo-limits', store] as const,
  /** The member's sales; with no query, the prefix of every page. */
  sales: (query?: { campaign: number | string | null; page: number; pageSize?: number | undefined }) =>
    (query === undefined ? ['sales'] : ['sales', query]) as readonly QueryKeyPart[],
  /** A ranking board; with no query, the prefix of every board. */
  ranking: (query?: { campaign?: number | string | undefined; area: string; limit: number }) =>
    (query === undefined ? ['ranking'] : ['ranking', query]) as readonly QueryKeyPart[],
  /** Pages 1…`pages` of the reward store for a filter; with no argument, the prefix of every list. */
  rewards: (
    locale?: string,
    filter?: { department: number | null; category: number | null; sort: string },
    pages?: number,
  ) =>
    (locale === undefined ? ['rewards'] : ['rewards', locale, filter ?? null, pages ?? 1]) as readonly QueryKeyPart[],
  reward: (locale: string, id: number | string) => ['reward', locale, id] as const,
  orders: (locale: string) => ['orders', locale] as const,
  /** Whether a reward's mandatory training is done. */
  trainingDone: (id: number | string) => ['training-done', id] as const,
  events: (locale: string) => ['events', locale] as const,
  me: () => ['me'] as const,
  profile: () => ['profile'] as const,
  params: (audience: 'user' | 'client') => ['params', audience] as const,
  /** What a registration form chooses from; country names are localized by the server. */
  registrationOptions: (country: string | null | undefined, locale?: string) =>
    ['registration-options', locale ?? null, country ?? null] as const,
  /** Whether a `set-password/…` or `recover-password/…` link still works (and whose it is). */
  passwordLink: (link: { username: string; uidb64: string; token: string }) =>
    ['password-link', link.username, link.uidb64, link.token] as const,
  welcomeBanner: () => ['welcome-banner'] as const,
  siteLists: (locale: string) => ['site-lists', locale] as const,
  portfolio: (locale: string) => ['portfolio', locale] as const,
  portfolioCourse: (locale: string, id: number | string) => ['portfolio', locale, id] as const,
  /** The FAQ for a search (`''` for every question); localized by the server. */
  faq: (locale: string, search: string) => ['faq', locale, search] as const,
  /** One of the client's institutional pages, in `locale` (the client's translation, else its Portuguese). */
  institutionalPage: (locale: string, slug: string) => ['institutional', locale, slug] as const,
  /** Catalogue lists and details; with no argument, the prefix of all of them (enrolment changes them). */
  catalogue: (...parts: readonly QueryKeyPart[]) => ['catalogue', ...parts] as readonly QueryKeyPart[],
  /** The caller's certificates (`GET /api/certificates/`). */
  certificates: () => ['certificates'] as const,
  /** The client's badges with the caller's state; names and descriptions are localized by the server. */
  badges: (locale?: string) => (locale === undefined ? ['badges'] : ['badges', locale]) as readonly QueryKeyPart[],
  /** A test's rules and the caller's standing in it (`GET /api/activities/{id}/test/`). */
  test: (activityId: number | string) => ['test', activityId] as const,
  /** The caller's pending mandatory drills (`GET /api/mandatory-tests/`). */
  drills: () => ['drills'] as const,
  /** A SENCE course's codes and the caller's SENCE session today (issue 26). */
  senceCourse: (id: number | string) => ['catalogue', 'sence', id] as const,
  /** The activities of an online course, webinar, live class or presential course, with the caller's state. */
  itemActivities: (locale: string, kind: string, id: number | string) =>
    ['catalogue', 'activities', locale, kind, id] as const,
  /** Pages 1…`pages` of the caller's internal messages (localized); with no argument, the prefix of all. */
  messages: (locale?: string, pages?: number) =>
    (locale === undefined ? ['messages'] : ['messages', locale, pages ?? 1]) as readonly QueryKeyPart[],
  /** Pages 1…`pages` of the caller's activity feed (titles localized); with no argument, the prefix of all. */
  feed: (locale?: string, pages?: number) =>
    (locale === undefined ? ['feed'] : ['feed', locale, pages ?? 1]) as readonly QueryKeyPart[],
  /** Podcast list pages (`podcasts` lists, favourites, searches); with no argument, the prefix of all of them. */
  podcasts: (...parts: readonly QueryKeyPart[]) => ['catalogue', 'podcasts', ...parts] as readonly QueryKeyPart[],
  /** The caller's own podcast playlists (episode titles localized); with no argument, the prefix of every language. */
  learnerPlaylists: (locale?: string) =>
    (locale === undefined ? ['podcast-playlists'] : ['podcast-playlists', locale]) as readonly QueryKeyPart[],
  /** The caller's open surveys not answered yet (texts localized); with no argument, the prefix of every list. */
  surveys: (locale?: string) => (locale === undefined ? ['surveys'] : ['surveys', locale]) as readonly QueryKeyPart[],
  /** One survey with the caller's answer state; with no argument, the prefix of every survey. */
  survey: (locale?: string, id?: number | string) =>
    (locale === undefined ? ['survey'] : ['survey', locale, id ?? null]) as readonly QueryKeyPart[],
  /** A training ranking board; with no query, the prefix of every board. */
  trainingRanking: (query?: { area: string; limit: number }) =>
    (query === undefined ? ['training-ranking'] : ['training-ranking', query]) as readonly QueryKeyPart[],
  /**
   * The forum's reads, all under one prefix (every forum write invalidates `['forum']`): `('forums', locale,
   * itemId | null)`, `('one', locale, forumId)`, `('topics', forumId, page)`, `('topic', topicId, locale)`,
   * `('replies', topicId, page)`, `('reports', page)`; ids as strings, so a realtime event's id finds its thread.
   */
  forum: (...parts: readonly QueryKeyPart[]) => ['forum', ...parts] as readonly QueryKeyPart[],
  /** The transmission of a live class or webinar (`GET /api/{kind}/{id}/transmission/`); realtime events invalidate it. */
  transmission: (kind: string, id: number | string) => ['transmission', kind, String(id)] as const,
  /**
   * The instructor's reads, under one prefix (every instructor write invalidates `['instructor']`): `('classes')`,
   * `('class', 'item' | 'event', id)`.
   */
  instructor: (...parts: readonly QueryKeyPart[]) => ['instructor', ...parts] as readonly QueryKeyPart[],
  /** A learner's in-person event (status, presence, results); under `catalogue`, so enrolment refreshes it. */
  presentialEvent: (locale: string, id: number | string) => ['catalogue', 'presential-event', locale, id] as const,
} as const;
