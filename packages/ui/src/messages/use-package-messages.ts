import { useEffect, useReducer } from 'react';
import { useCampus } from '../provider/use-campus.js';
import { useLocale } from '../provider/use-t.js';
import { hasPackageMessages, loadPackageMessages } from './package-messages.js';
import type { PackageMessages } from './package-messages.js';

/**
 * Makes a feature package's messages available to `useT()` in this tree. Call it at the top of the
 * package's root components (before `useT`): inline languages register synchronously, so the first render
 * already translates; a language given as a loader is fetched when it becomes the current one, and the
 * component renders again when it arrives (meanwhile the default language's text shows).
 * @returns whether the current language's messages are in place
 */
export function usePackageMessages(messages: PackageMessages): boolean {
  const campus = useCampus();
  const locale = useLocale();
  const ready = hasPackageMessages(campus, messages, locale);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    void loadPackageMessages(campus, messages, locale).then(() => {
      if (current) rerender();
    });
    return () => {
      current = false;
    };
  }, [campus, messages, locale, ready]);
  return ready;
}
