import { createLoadOnce } from '@campus/core';
import type { Campus, Locale } from '@campus/core';

/** One language's messages of a package. */
export type PackageMessageBundle = Readonly<Record<string, unknown>>;

/**
 * A language's messages, given inline or as a loader (`() => import('./fr-FR.js').then((m) => m.frFR)`): a loader
 * keeps that language out of the widget's bundle — a bundler splits it into a chunk fetched only when a person
 * uses that language.
 */
export type MessageSource = PackageMessageBundle | (() => Promise<PackageMessageBundle>);

/**
 * The messages a feature package adds to the shared translations, one source per interface language, nested
 * under the package's own top-level key (`{ catalogue: { … } }`) so packages never overwrite each other.
 * Packages ship their own messages so that a widget's bundle carries only the strings it shows. Give the
 * default language (pt-BR, also the fallback) inline so the first render always has text.
 */
export type PackageMessages = Readonly<Record<Locale, MessageSource>>;

interface Registration {
  readonly loaded: Set<string>;
}

const registrations = new WeakMap<Campus, WeakMap<PackageMessages, Registration>>();
/** One load per instance, bundle and language (core's rule, shared with its own messages). */
const loadOnce = createLoadOnce<Registration>();

function registrationOf(campus: Campus, messages: PackageMessages): Registration {
  let byMessages = registrations.get(campus);
  if (!byMessages) registrations.set(campus, (byMessages = new WeakMap()));
  let registration = byMessages.get(messages);
  if (!registration) {
    registration = { loaded: new Set() };
    byMessages.set(messages, registration);
    // Inline languages are merged during a render (usePackageMessages): silently, since telling the other
    // components of the page (useT's subscribers) would update them in the middle of another one's render.
    // The component rendering now reads them anyway; nothing rendered before it uses this package's keys.
    for (const [locale, source] of Object.entries(messages)) {
      if (typeof source !== 'function') merge(campus, locale, source, registration, { silent: true });
    }
  }
  return registration;
}

/** i18next's resource store, whose `addResourceBundle` takes a `silent` option (its type declarations omit it). */
interface BundleStore {
  addResourceBundle(
    locale: string,
    namespace: string,
    bundle: PackageMessageBundle,
    deep: boolean,
    overwrite: boolean,
    options: { silent: boolean },
  ): void;
}

function merge(
  campus: Campus,
  locale: string,
  bundle: PackageMessageBundle,
  registration: Registration,
  { silent }: { silent: boolean } = { silent: false },
): void {
  // Deep merge, never overwrite: a host's own overrides of the same keys win. A loaded language is announced
  // (the store's 'added' event), so useT gives memoised labels the new words.
  (campus.i18n.store as unknown as BundleStore).addResourceBundle(locale, 'translation', bundle, true, false, {
    silent,
  });
  registration.loaded.add(locale);
}

/**
 * Merges a package's inline messages into a Campus instance's translations, once per instance and bundle, so
 * `t('catalogue.title')` works. Idempotent. Languages given as loaders wait for {@link loadPackageMessages}.
 */
export function addPackageMessages(campus: Campus, messages: PackageMessages): void {
  registrationOf(campus, messages);
}

/** Whether a package's messages for `locale` are in the instance (inline, or loaded). */
export function hasPackageMessages(campus: Campus, messages: PackageMessages, locale: string): boolean {
  const source = (messages as Readonly<Record<string, MessageSource | undefined>>)[locale];
  return source === undefined || registrationOf(campus, messages).loaded.has(locale);
}

/**
 * Loads a package's messages for `locale` when they come from a loader; one load per instance, bundle and
 * language however many components ask. A failed load (offline) resolves too, leaving the default language's
 * text in place, and is tried again on the next call.
 */
export function loadPackageMessages(campus: Campus, messages: PackageMessages, locale: string): Promise<void> {
  const registration = registrationOf(campus, messages);
  const source = (messages as Readonly<Record<string, MessageSource | undefined>>)[locale];
  if (typeof source !== 'function' || registration.loaded.has(locale)) return Promise.resolve();
  return loadOnce(registration, locale, async () => merge(campus, locale, await source(), registration)).catch(
    () => undefined,
  );
}
