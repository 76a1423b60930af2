import type { Campus, Locale } from '@campus/core';

/**
 * The messages a feature package adds to the shared translations, one bundle per interface language, nested
 * under the package's own top-level key (`{ catalogue: { … } }`) so packages never overwrite each other.
 * Packages ship their own messages so that a widget's bundle carries only the strings it shows.
 */
export type PackageMessages = Readonly<Record<Locale, Readonly<Record<string, unknown>>>>;

const added = new WeakMap<Campus, WeakSet<PackageMessages>>();

/**
 * Merges a package's messages into a Campus instance's translations, once per instance and bundle, so
 * `t('catalogue.title')` works in every language. Idempotent: calling it again with the same bundle does nothing.
 */
export function addPackageMessages(campus: Campus, messages: PackageMessages): void {
  let seen = added.get(campus);
  if (!seen) added.set(campus, (seen = new WeakSet()));
  if (seen.has(messages)) return;
  seen.add(messages);
  for (const [locale, bundle] of Object.entries(messages)) {
    // deep merge, never overwrite: a host's own overrides of the same keys win.
    campus.i18n.addResourceBundle(locale, 'translation', bundle, true, false);
  }
}
