import { DEFAULT_LOCALE } from '@campus/core';
import type { Locale } from '@campus/core';
import type { LocalizedNames } from '../db/schema';

/**
 * The label of a list entry in `locale`: that locale's text, else the same language in another region
 * (`es-*`), else pt-BR (the default language, always present), else any text there is.
 * @example localizedName({ 'pt-BR': 'Feminino', 'en-US': 'Female' }, 'en-US') // 'Female'
 */
export function localizedName(names: LocalizedNames, locale: Locale): string {
  const exact = names[locale];
  if (exact !== undefined) return exact;
  const language = `${locale.split('-')[0] ?? ''}-`;
  const sameLanguage = Object.keys(names).find((code) => code.startsWith(language));
  if (sameLanguage !== undefined) return names[sameLanguage] ?? '';
  return names[DEFAULT_LOCALE] ?? Object.values(names)[0] ?? '';
}
