import { createCampus } from '@campus/core';
import type { Campus, CampusConfig } from '@campus/core';
import { devWarn } from './dev-warning.js';

/**
 * The page's configuration, from `<campus-config>` or `configure()`. Every field is optional here: an element's
 * own `api-base` / `client-id` / `client-secret` / `locale` attributes complete or override it.
 */
export type PageConfiguration = Partial<
  Pick<
    CampusConfig,
    'apiBase' | 'clientId' | 'clientSecret' | 'locale' | 'persist' | 'storageNamespace' | 'realtimeUrl' | 'adapters'
  >
>;

/** What an element knows about its own configuration (its attributes). */
export interface ElementConfiguration {
  apiBase?: string | undefined;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  locale?: string | undefined;
}

/** One shared instance and what the registry did to it. */
export interface RegistryEntry {
  readonly campus: Campus;
  /** Persisted state is loaded: widgets render, a token may be applied. */
  ready: boolean;
  /** The webservice token in use, so a second widget with the same `token` does not sign in again. */
  token: string | undefined;
  /** The locale last asked for by configuration, so an unchanged attribute never undoes the person's choice. */
  locale: string | undefined;
}

interface Registry {
  page: PageConfiguration;
  entries: Map<string, RegistryEntry>;
  listeners: Set<() => void>;
  version: number;
}

// One registry per page, shared through a global symbol: the standalone bundles of two widgets each carry a
// copy of this module, and they must still share one instance per configuration (one session, one refresh).
const REGISTRY = Symbol.for('@campus/ui/campus-registry@1');

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= { page: {}, entries: new Map(), listeners: new Set(), version: 0 };
  return holder[REGISTRY];
}

function notify(): void {
  const current = registry();
  current.version += 1;
  for (const listener of [...current.listeners]) listener();
}

/**
 * Configures the page's widgets from script, e.g.
 * `configure({ apiBase: 'https://api.example.com', clientId: 'portal', clientSecret: '…', locale: 'es-ES' })`.
 * Fields merge into what was configured before (last call wins per field); widgets waiting for a
 * configuration render as soon as it is complete.
 */
export function configure(configuration: PageConfiguration): void {
  const current = registry();
  const defined = Object.fromEntries(Object.entries(configuration).filter(([, value]) => value !== undefined));
  current.page = { ...current.page, ...defined };
  notify();
}

/** The page configuration merged with an element's own attributes; `undefined` while apiBase or clientId is missing. */
export function resolveConfiguration(own: ElementConfiguration = {}): CampusConfig | undefined {
  const { page } = registry();
  const apiBase = own.apiBase ?? page.apiBase;
  const clientId = own.clientId ?? page.clientId;
  if (!apiBase || !clientId) return undefined;
  const locale = own.locale ?? page.locale;
  return {
    ...page,
    apiBase,
    clientId,
    clientSecret: own.clientSecret ?? page.clientSecret ?? '',
    ...(locale === undefined ? {} : { locale }),
  };
}

/** Configurations that share an instance: same API, same client, same storage. The locale is not part of it. */
function keyOf(config: CampusConfig): string {
  return JSON.stringify([
    config.apiBase.replace(/\/+$/, ''),
    config.clientId,
    config.clientSecret,
    config.storageNamespace ?? '',
  ]);
}

/**
 * The one instance for a configuration, created on first use. Widgets of one configuration share it, so one
 * session, one token refresh and one resource cache serve the whole page.
 */
export function registryEntryFor(config: CampusConfig): RegistryEntry {
  const current = registry();
  const key = keyOf(config);
  let entry = current.entries.get(key);
  if (entry === undefined) {
    const campus = createCampus(config);
    const created: RegistryEntry = { campus, ready: false, token: undefined, locale: config.locale };
    entry = created;
    current.entries.set(key, created);
    void campus.ready.then(() => {
      created.ready = true;
      notify();
    });
  }
  return entry;
}

/**
 * Signs the instance in with a webservice token (spec §4, `api.useWebserviceToken`), once per token. Call it
 * after `ready`: loading persisted state must not overwrite the fresh token.
 */
export function applyWebserviceToken(entry: RegistryEntry, token: string): void {
  if (entry.token === token) return;
  entry.token = token;
  entry.campus.api.useWebserviceToken(token);
}

/** Switches the instance's language when the configured locale changes (not when it is merely the same). */
export function applyConfiguredLocale(entry: RegistryEntry, locale: string | undefined): void {
  if (locale === undefined || entry.locale === locale) return;
  entry.locale = locale;
  entry.campus
    .setLocale(locale)
    .catch((error: unknown) => devWarn(`locale "${locale}" could not be applied: ${String(error)}`));
}

/**
 * Applies the page's locale to every instance again, even where it already is the configured one: the host wrote
 * `<campus-config locale>` again on purpose, so a language switched since (a widget's own `locale`, a script's
 * `setLocale`, the address's `?locale=`) gives way to it.
 */
export function reapplyPageLocale(locale: string): void {
  for (const entry of registry().entries.values()) {
    entry.locale = undefined;
    applyConfiguredLocale(entry, locale);
  }
}

/** The instance the page configuration (plus `own`) leads to, if the configuration is complete. */
export function getConfiguredCampus(own?: ElementConfiguration): Campus | undefined {
  const config = resolveConfiguration(own);
  return config === undefined ? undefined : registryEntryFor(config).campus;
}

/** Listens to configuration and readiness changes; returns the function that stops listening. */
export function subscribeToRegistry(listener: () => void): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A number that changes whenever the configuration or an instance's readiness does (a store snapshot). */
export function registryVersion(): number {
  return registry().version;
}

/**
 * Forgets the page configuration and destroys every shared instance. For tests and development hot reloads;
 * widgets still on the page go back to waiting for a configuration.
 */
export async function resetCampusRegistry(): Promise<void> {
  const current = registry();
  const entries = [...current.entries.values()];
  current.entries.clear();
  current.page = {};
  notify();
  await Promise.all(entries.map((entry) => entry.campus.destroy()));
}
