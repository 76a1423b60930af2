import { createApiClient } from '../api/index.js';
import type { ApiClient } from '../api/index.js';
import { createDocumentCookieJar } from '../cookies/cookie-jar.js';
import type { CookieJar } from '../cookies/cookie-jar.js';
import { readStoredCountry, writeStoredCountry } from '../cookies/stored-country.js';
import { loadCoreMessages } from '../i18n/core-messages.js';
import { createCampusI18n } from '../i18n/create-i18n.js';
import type { CampusI18n } from '../i18n/create-i18n.js';
import { isCampusError } from '../errors/campus-error.js';
import { errorMessageKey } from '../i18n/error-message-key.js';
import { localeFromUrl } from '../i18n/locale-from-url.js';
import type { DownloadManager } from '../offline/create-download-manager.js';
import { createLazyDownloadManager } from '../offline/lazy-download-manager.js';
import { createLazyProgressJournal } from '../offline/lazy-progress-journal.js';
import type { ProgressJournal } from '../offline/progress-journal.js';
import { createPersister } from '../persistence/persister.js';
import type { Persister } from '../persistence/persister.js';
import { createBrowserStorage } from '../persistence/storage.js';
import { createQueryCache } from '../query/query-cache.js';
import type { QueryCache } from '../query/query-cache.js';
import { createSseRealtime } from '../realtime/index.js';
import type { RealtimeAdapter } from '../realtime/index.js';
import { DEFAULT_LOCALE, matchLocale } from '../rules/index.js';
import type { Locale } from '../rules/index.js';
import { createCampusStores, resetUserStores } from '../stores/campus-stores.js';
import type { CampusStores } from '../stores/campus-stores.js';
import { resolveCampusConfig } from './campus-config.js';
import type { CampusConfig, ResolvedCampusConfig } from './campus-config.js';
import { createCampusEmitter } from './campus-events.js';
import type { CampusEvents, CampusListener } from './campus-events.js';
import { offlineCourseRecordStore } from './offline-record-store.js';
import { createBrowserPageHideWatcher } from './page-lifecycle.js';
import { sessionTokenStore } from './session-token-store.js';
import { createDeviceTokenSync } from './device-token-sync.js';
import { runAfterStart } from './after-start.js';

/** Translates a message key of the instance's current language (`errors.unexpected`, `sence.error_204` ...). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One Campus: everything a page's widgets share (ARCHITECTURE.md §3). */
export interface Campus {
  readonly config: ResolvedCampusConfig;
  /** Every state group of spec §3, as zustand vanilla stores. */
  readonly stores: CampusStores;
  /** The API client, reading and writing tokens through the session store. */
  readonly api: ApiClient;
  /**
   * The query cache (ARCHITECTURE §3): answers keyed by data (`queryKeys`), shared by every widget of the
   * instance whatever bundle it came in; a sign-in, sign-out or client switch invalidates all of it.
   */
  readonly query: QueryCache;
  /** This instance's own i18next instance. */
  readonly i18n: CampusI18n;
  readonly realtime: RealtimeAdapter;
  /** Offline downloads of activity files; records live in `stores.offlineCourse`. */
  readonly offline: DownloadManager;
  /**
   * The progress journal (docs/core.md "Progress journal"): progress beats, SCORM commits, test answers and game
   * moves made offline are kept on the device and sent in order when the network returns.
   */
  readonly journal: ProgressJournal;
  /**
   * Resolves once persisted state is loaded (at once with `persist: false`) and the starting language's
   * messages are in (at once for pt-BR). Never rejects.
   */
  readonly ready: Promise<void>;
  /** Translation in the current language. */
  readonly t: Translate;
  /**
   * The message to show a person for any rejection, in the current language (spec §8): a package's own wording
   * of the code under `<namespace>.errors.<code>` first, then core's (see `errorMessageKey`).
   */
  errorMessage(error: unknown, namespace?: string): string;
  /** Listens to an instance event; returns the function that stops listening. */
  on<E extends keyof CampusEvents>(event: E, listener: CampusListener<E>): () => void;
  /**
   * Switches the interface language (matched by the part before the dash). A language set this way — like the
   * address's `?locale=` or a configured `locale` — is kept when someone signs in: the profile's language no longer
   * replaces it for the instance's life. Setting the current language again is harmless.
   */
  setLocale(locale: string): Promise<Locale>;
  /** Signs out: clears the session and the user's data, closes realtime. Device data (offline files, cookie choice) stays. */
  signOut(): void;
  /** Writes pending persisted changes now. */
  flush(): Promise<void>;
  /** Releases timers, listeners and connections, after writing pending changes once. Idempotent. */
  destroy(): Promise<void>;
}

/** The browser's query string, if any. */
const browserSearch = (): string => (globalThis as { location?: { search?: string } }).location?.search ?? '';

/** The platform cookie jar, if there is a document. */
const browserCookies = (): CookieJar | undefined =>
  typeof globalThis.document === 'undefined' ? undefined : createDocumentCookieJar(globalThis.document);

/**
 * Creates a Campus instance (issue 4 item 1): stores, encrypted persistence, API client, i18n, realtime and
 * offline downloads, wired together. Nothing is module-level: two instances with different API bases or
 * namespaces share no state, storage key, cookie, cache or listener.
 *
 * Wiring: the session store is the API client's token store; an expired session clears the user's stores,
 * closes realtime and emits `session-expired`; a refresh signs realtime in with the new realtime token; the
 * selected country is mirrored in the `stored_country` cookie; the selected language drives i18n unless a language
 * was chosen on purpose (`?locale=`, `config.locale`, `setLocale`).
 * @throws TypeError on an invalid configuration (see {@link resolveCampusConfig})
 */
export function createCampus(input: CampusConfig): Campus {
  const config = resolveCampusConfig(input);
  const adapters = input.adapters ?? {};
  const emitter = createCampusEmitter();
  const stores = createCampusStores();
  const cleanups: (() => void)[] = [];
  let destroyed = false;

  // --- i18n: URL override > configured locale > default (spec §9)
  const urlLocale = localeFromUrl(adapters.search ?? browserSearch());
  const startLocale = urlLocale ?? (config.locale === undefined ? DEFAULT_LOCALE : matchLocale(config.locale));
  const i18n = createCampusI18n(startLocale);
  const t: Translate = (key, options) => (options === undefined ? i18n.t(key) : i18n.t(key, options));
  // Languages other than pt-BR load on demand (core-messages.ts). A failed load is reported and the language
  // still switches: its keys show in pt-BR, the fallback, rather than the page keeping a language nobody chose.
  const loadMessages = (locale: Locale): Promise<void> =>
    loadCoreMessages(i18n, locale).catch((error: unknown) => emitter.emit('error', { source: 'i18n', error }));
  const startMessages = loadMessages(startLocale);
  // A language chosen on purpose — the address's `?locale=`, the host's configured locale, `setLocale` — wins over
  // the signed-in person's profile language for the instance's life: an intranet that asked for English stays in
  // English when a member whose profile says Portuguese signs in. The profile's language applies only when nobody
  // chose one.
  let languageChosen = urlLocale !== undefined || config.locale !== undefined;
  const changeLocale = async (requested: string): Promise<Locale> => {
    const locale = matchLocale(requested);
    await loadMessages(locale);
    if (i18n.language !== locale) {
      await i18n.changeLanguage(locale);
      emitter.emit('locale-changed', locale);
    }
    return locale;
  };

  // --- realtime and API client
  const realtime =
    adapters.realtime ??
    createSseRealtime({ url: config.realtimeUrl, ...(adapters.fetch ? { fetch: adapters.fetch } : {}) });
  const signInRealtime = (token: string): void => {
    realtime.signIn(token).catch((error: unknown) => emitter.emit('error', { source: 'realtime', error }));
  };

  // Token changes made by the API client itself (refresh, webservice token) are flagged so the session
  // subscription below does not sign realtime in a second time: onTokensRefreshed does it (spec §4).
  const sessionTokens = sessionTokenStore(stores.session);
  let tokensFromApi = false;
  const api = createApiClient({
    apiBase: config.apiBase,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    tokens: {
      get: sessionTokens.get,
      clear: sessionTokens.clear,
      set: (tokens) => {
        tokensFromApi = true;
        try {
          sessionTokens.set(tokens);
        } finally {
          tokensFromApi = false;
        }
      },
    },
    onSessionExpired: (cause) => {
      resetUserStores(stores);
      realtime.close();
      emitter.emit('session-expired', { code: isCampusError(cause) ? cause.code : null });
    },
    onTokensRefreshed: (tokens) => {
      if (tokens.realtimeToken) signInRealtime(tokens.realtimeToken);
    },
    language: () => i18n.language,
    ...(adapters.fetch ? { fetch: adapters.fetch } : {}),
  });

  // Realtime follows the session's realtime token: a sign-in, a restored session or another tab's new
  // token signs in; losing the token (sign-out, expiry) disconnects.
  cleanups.push(
    stores.session.subscribe((state, previous) => {
      if (state.user_firebase_token === previous.user_firebase_token) return;
      if (state.user_firebase_token === null) realtime.close();
      else if (!tokensFromApi) signInRealtime(state.user_firebase_token);
    }),
  );

  // --- offline downloads: records in the offline_course store, files per namespace. Loaded on first use (only
  // the activity player downloads files), so widgets do not carry the download code.
  const offline = createLazyDownloadManager(async () => {
    const { createCacheStorageFileStore, createDownloadManager, createMemoryFileStore } =
      await import('../offline/index.js');
    const store =
      adapters.offlineFiles ??
      ((globalThis as { caches?: CacheStorage }).caches === undefined
        ? createMemoryFileStore()
        : createCacheStorageFileStore({ cacheName: `${config.storageNamespace}-offline` }));
    return createDownloadManager({
      store,
      records: offlineCourseRecordStore(stores.offlineCourse),
      ...(adapters.fetch ? { fetch: adapters.fetch } : {}),
    });
  });

  // --- the progress journal: loaded on first write, or at start to send what an earlier page kept (below).
  const journal = createLazyProgressJournal(async () => {
    const { createIdbJournalStorage, createMemoryJournalStorage, createProgressJournal } =
      await import('../offline/index.js');
    const storage =
      adapters.journal ??
      (config.persist && typeof (globalThis as { indexedDB?: unknown }).indexedDB !== 'undefined'
        ? createIdbJournalStorage(`${config.storageNamespace}-journal`)
        : createMemoryJournalStorage());
    return createProgressJournal({
      storage,
      api,
      name: config.storageNamespace,
      user: () => {
        const id = stores.session.getState().id;
        return id === null || stores.session.getState().access_token === null ? null : String(id);
      },
      online: () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine ?? true,
      onSent: (entry, data) => emitter.emit('journal-sent', { entry, data }),
      onRefused: (entry, error) => emitter.emit('journal-refused', { entry, error }),
      onError: (error) => emitter.emit('error', { source: 'journal', error }),
    });
  });
  const replayJournal = (): void => {
    if (destroyed || stores.session.getState().id === null) return;
    journal.replay().catch((error: unknown) => emitter.emit('error', { source: 'journal', error }));
  };
  // At start and at sign-in nobody waits for the replay: it comes after the first page (the journal's code is a
  // chunk of its own, and its download and evaluation delayed the page's largest paint; issue 27). The player, which
  // writes through the journal, loads it as it opens (`JournalStatus`).
  let cancelReplay: (() => void) | undefined;
  const replayJournalAfterStart = (): void => {
    cancelReplay ??= runAfterStart(() => {
      cancelReplay = undefined;
      replayJournal();
    });
  };
  cleanups.push(() => cancelReplay?.());
  const win = globalThis as {
    addEventListener?: Window['addEventListener'];
    removeEventListener?: Window['removeEventListener'];
  };
  if (typeof win.addEventListener === 'function') {
    win.addEventListener('online', replayJournal);
    cleanups.push(() => win.removeEventListener?.('online', replayJournal));
  }
  cleanups.push(
    stores.session.subscribe((state, previous) => {
      if (
        state.id !== null &&
        state.access_token !== null &&
        (state.id !== previous.id || previous.access_token === null)
      )
        replayJournalAfterStart();
    }),
    () => journal.destroy(),
  );

  // --- persistence (spec §7) and the stored_country cookie (spec §4)
  let persister: Persister | undefined;
  const cookies = adapters.cookies ?? browserCookies();
  if (config.persist) {
    const storage = adapters.storage ?? createBrowserStorage();
    const crypto = adapters.crypto ?? (globalThis.crypto as Crypto | undefined);
    // Without WebCrypto (an insecure http:// origin) nothing is written: never store tokens in plaintext.
    if (storage !== undefined && cookies !== undefined && crypto?.subtle !== undefined) {
      persister = createPersister({
        stores,
        namespace: config.storageNamespace,
        storage: storage.storage,
        ...(storage.watch ? { watch: storage.watch } : {}),
        cookies,
        crypto,
        debounceMs: config.persistDebounceMs,
        onError: (error) => emitter.emit('error', { source: 'persistence', error }),
      });
      const pageHide = adapters.pageHide ?? createBrowserPageHideWatcher();
      const stopPageHide = pageHide?.(() => void persister?.flush());
      if (stopPageHide) cleanups.push(stopPageHide);
      // Refresh tokens rotate and a reused one revokes the session family, so new tokens reach storage
      // (and other tabs) at once instead of after the debounce.
      const written = persister;
      cleanups.push(
        stores.session.subscribe((state, previous) => {
          if (state.refresh_token !== previous.refresh_token || state.access_token !== previous.access_token) {
            void written.flush();
          }
        }),
      );
    }
  }
  // The device's token storage (spec §4, iOS) is read after the encrypted state, so its tokens win. It does not need
  // the persister: where the web view offers no WebCrypto or cookies, the device still keeps the session.
  const deviceTokens =
    config.persist && adapters.tokens !== undefined
      ? createDeviceTokenSync(stores.session, adapters.tokens, (error) =>
          emitter.emit('error', { source: 'persistence', error }),
        )
      : undefined;
  if (deviceTokens !== undefined) cleanups.push(() => deviceTokens.stop());
  const persisted = (persister?.ready ?? Promise.resolve()).then(async () => {
    if (destroyed) return;
    await deviceTokens?.start();
    if (destroyed) return;
    if (config.persist && cookies !== undefined) {
      const country = readStoredCountry(cookies);
      if (country !== undefined && stores.session.getState().selected_country_id === null) {
        stores.session.getState().selectCountry(country);
      }
      cleanups.push(
        stores.session.subscribe((state, previous) => {
          if (state.selected_country_id !== previous.selected_country_id) {
            writeStoredCountry(cookies, state.selected_country_id);
          }
        }),
      );
    }
    syncLanguage();
    cleanups.push(
      stores.session.subscribe((state, previous) => {
        if (state.selected_language_id !== previous.selected_language_id) syncLanguage();
      }),
      stores.params.subscribe((state, previous) => {
        if (state.languages !== previous.languages) syncLanguage();
      }),
    );
  });

  const ready = Promise.all([persisted, startMessages]).then(() => undefined);
  // A signed-in start sends what an earlier page (a closed tab) kept in the journal.
  void ready.then(() => {
    if (stores.session.getState().access_token !== null) replayJournalAfterStart();
  });

  // --- the query cache: one per instance, so widgets in different bundles on one page share their answers.
  const query = createQueryCache(stores.session, () => campus);

  /**
   * Follows the selected language id (spec §3: a restored session's, the profile's at sign-in) once its code is
   * known from params, unless a language was chosen on purpose (`languageChosen`).
   */
  function syncLanguage(): void {
    if (languageChosen) return;
    const id = stores.session.getState().selected_language_id;
    if (id === null) return;
    const language = stores.params.getState().languages.find((entry) => String(entry.id) === String(id));
    if (language !== undefined) void changeLocale(language.code);
  }

  const campus: Campus = {
    config,
    stores,
    api,
    query,
    i18n,
    realtime,
    offline,
    journal,
    ready,
    t,
    errorMessage: (error, namespace) => t(errorMessageKey(i18n, error, namespace)),
    on: (event, listener) => emitter.on(event, listener),
    setLocale: (locale) => {
      languageChosen = true;
      return changeLocale(locale);
    },
    signOut: () => {
      resetUserStores(stores);
      realtime.close();
    },
    flush: async () => {
      await persister?.flush();
      await deviceTokens?.settled();
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      realtime.close();
      emitter.clear();
      await persister?.destroy();
    },
  };
  return campus;
}
