import type { i18n as I18n } from 'i18next';

/** A translate function as i18next's `getFixedT` returns it, called as the widgets call it. */
type FixedT = ((key: string, ...rest: unknown[]) => unknown) & Record<string, unknown>;

/**
 * Keeps, per language, the text of every message key translated without options on `instance` (issue 27: on a page
 * of a hundred catalogue cards the `t()` calls of one render were about a fifth of the site's script time, most of it
 * i18next copying its options into each call). `getFixedT(language)` — what the widgets' `useT` calls — then
 * returns a function that answers a key it has already translated from that memory; a call with options (a count,
 * values to interpolate) or with a namespace or key prefix goes to i18next as before. The memory is emptied
 * whenever a message bundle is added or removed (a language loaded on demand, a host's override), so a key that fell
 * back to pt-BR is translated again once its language arrives.
 */
export function keepPlainTranslations(instance: I18n): void {
  const byLanguage = new Map<string, Map<string, unknown>>();
  const forget = () => byLanguage.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  // One function per language: every component's `useT` asks for one, and making it costs more than a lookup.
  const functions = new Map<string, FixedT>();
  const kept = (...args: unknown[]): FixedT => {
    const [language] = args;
    if (args.length !== 1 || typeof language !== 'string') return getFixedT(...args);
    const made = functions.get(language);
    if (made !== undefined) return made;
    const fixed = getFixedT(language);
    const translate = (key: string, ...rest: unknown[]): unknown => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      let texts = byLanguage.get(language);
      if (texts === undefined) {
        texts = new Map();
        byLanguage.set(language, texts);
      }
      if (texts.has(key)) return texts.get(key);
      const text = fixed(key);
      texts.set(key, text);
      return text;
    };
    // i18next's own properties of a fixed function (lng, ns, keyPrefix …) stay readable on it.
    const madeNow = Object.assign(translate, fixed);
    functions.set(language, madeNow);
    return madeNow;
  };
  instance.getFixedT = kept as unknown as I18n['getFixedT'];
}
