import { useCallback } from 'react';
import { formatDate, matchLocale, selectLanguages } from '@campus/core';
import { useLocale, useParams } from '@campus/ui';

/** Language ids of the reference API when params have not listed them yet (pt-BR 1, en-US 2, es-ES 3, fr-FR 4). */
const FALLBACK_LANGUAGE_IDS: Readonly<Record<string, number>> = { 'pt-BR': 1, 'en-US': 2, 'es-ES': 3, 'fr-FR': 4 };

/**
 * Formats dates by the language rule of spec §9 (`DD/MM/YYYY` for language ids 1 and 3, else `MM-DD-YYYY`),
 * with the id of the current interface language from the client's params.
 */
export function useDateFormat(): (iso: string) => string {
  const locale = useLocale();
  const languages = useParams(selectLanguages);
  const id =
    languages.find((language) => matchLocale(language.code) === locale)?.id ?? FALLBACK_LANGUAGE_IDS[locale] ?? 1;
  return useCallback((iso: string) => formatDate(iso, id), [id]);
}
