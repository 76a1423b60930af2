import type { CookieJar } from '../cookies/cookie-jar.js';
import type { JournalStorage, OfflineFileStore } from '../offline/index.js';
import { assertStorageNamespace, defaultStorageNamespace } from '../persistence/namespace.js';
import type { PersistenceStorage } from '../persistence/storage.js';
import type { SessionTokenStorage } from '../persistence/token-storage.js';
import type { RealtimeAdapter } from '../realtime/index.js';
import type { PageHideWatcher } from './page-lifecycle.js';

/**
 * Platform pieces a Campus uses. Each defaults to the browser's; Node, SSR, tests and the mobile
 * packaging pass their own.
 */
export interface CampusAdapters {
  /** Persistent storage and the cross-tab change feed. @default localStorage and the `storage` event */
  storage?: PersistenceStorage;
  /** Cookies (persistence key, `stored_country`). @default document.cookie */
  cookies?: CookieJar;
  /** WebCrypto. @default globalThis.crypto */
  crypto?: Crypto;
  /** fetch for the API, realtime and downloads. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The realtime backend. @default Server-Sent Events at `realtimeUrl` */
  realtime?: RealtimeAdapter;
  /** Where offline files go. @default Cache Storage (a cache per storage namespace) */
  offlineFiles?: OfflineFileStore;
  /**
   * Where the progress journal keeps writes made offline (docs/core.md "Progress journal").
   * @default IndexedDB database `${storageNamespace}-journal`; memory when `persist` is off or IndexedDB is missing
   */
  journal?: JournalStorage;
  /** Where the `locale` query parameter is read. @default globalThis.location.search */
  search?: string;
  /** Page hide notifications, to flush pending writes. @default `pagehide` / `visibilitychange` */
  pageHide?: PageHideWatcher;
  /**
   * The device's storage for the sign-in tokens (spec §4: the iOS app passes Capacitor Preferences); used while
   * `persist` is on. @default none: tokens stay in the encrypted persisted state (local storage)
   */
  tokens?: SessionTokenStorage;
}

/** What `createCampus` takes. */
export interface CampusConfig {
  /** The product's API host (spec §7), e.g. `https://api.example.com`. */
  apiBase: string;
  /** OAuth client id of this site. */
  clientId: string;
  /** OAuth client secret of this site (public by nature in a browser app; the server treats it so). */
  clientSecret: string;
  /**
   * Interface language, matched by the part before the dash. A `locale` query parameter overrides it (spec §9).
   * Given, it is the host's choice and is kept when someone signs in; left out, the signed-in person's profile
   * language applies. @default 'pt-BR'
   */
  locale?: string;
  /** Encrypted persistence of the spec §7 slices and the `stored_country` cookie. @default true */
  persist?: boolean;
  /**
   * Namespace of the storage key and key cookie (letters, digits, `_`, `-`; at most 64), so instances
   * never read each other's data. @default `campus-` + a fingerprint of apiBase and clientId
   */
  storageNamespace?: string;
  /** Quiet period before a persisted write, in ms. @default 250 */
  persistDebounceMs?: number;
  /** The realtime event stream. @default `${apiBase}/api/realtime/` */
  realtimeUrl?: string;
  adapters?: CampusAdapters;
}

/** The configuration an instance runs with, defaults applied. */
export interface ResolvedCampusConfig {
  readonly apiBase: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The configured starting locale (before any URL override). */
  readonly locale: string | undefined;
  readonly persist: boolean;
  readonly storageNamespace: string;
  readonly persistDebounceMs: number;
  readonly realtimeUrl: string;
}

/** Default quiet period before a persisted write. */
export const DEFAULT_PERSIST_DEBOUNCE_MS = 250;

/**
 * Applies defaults and checks the configuration.
 * @throws TypeError on a missing apiBase/clientId or an invalid storage namespace
 */
export function resolveCampusConfig(config: CampusConfig): ResolvedCampusConfig {
  if (!config.apiBase) throw new TypeError('createCampus: apiBase is required');
  if (!config.clientId) throw new TypeError('createCampus: clientId is required');
  const apiBase = config.apiBase.replace(/\/+$/, '');
  return Object.freeze({
    apiBase,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    locale: config.locale,
    persist: config.persist ?? true,
    storageNamespace: assertStorageNamespace(
      config.storageNamespace ?? defaultStorageNamespace(apiBase, config.clientId),
    ),
    persistDebounceMs: config.persistDebounceMs ?? DEFAULT_PERSIST_DEBOUNCE_MS,
    realtimeUrl: config.realtimeUrl ?? `${apiBase}/api/realtime/`,
  });
}
