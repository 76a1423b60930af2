/** Loads something for an owner and a language, at most once at a time and once for good (see {@link createLoadOnce}). */
export type LoadOnce<Owner extends object> = (owner: Owner, locale: string, load: () => Promise<void>) => Promise<void>;

/**
 * Shares on-demand message loads per owner (an i18next instance, a package's messages in one Campus instance) and
 * language: while a load runs, and after it succeeded, every caller gets the same promise, so however many widgets
 * ask, a language is fetched once. A failed load (offline) is forgotten, so the next call tries again. Owners are
 * held weakly: nothing outlives its instance. Used by core's messages and by `@campus/ui`'s package messages.
 */
export function createLoadOnce<Owner extends object>(): LoadOnce<Owner> {
  const loads = new WeakMap<Owner, Map<string, Promise<void>>>();
  return (owner, locale, load) => {
    let byLocale = loads.get(owner);
    if (byLocale === undefined) loads.set(owner, (byLocale = new Map()));
    const known = byLocale.get(locale);
    if (known !== undefined) return known;
    const started = load().catch((error: unknown) => {
      byLocale.delete(locale);
      throw error;
    });
    byLocale.set(locale, started);
    return started;
  };
}
