import { COUNTRIES } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import type { CampusDb } from '../db/database';
import { countries, languages } from '../db/schema';

/**
 * The interface languages with their fixed ids (spec §3 Language). Ids matter: core's `dateFormatForLanguage`
 * writes dates day first for ids 1 (pt-BR) and 3 (es-ES).
 */
export const LANGUAGES: readonly { id: number; code: Locale; name: string }[] = [
  { id: 1, code: 'pt-BR', name: 'Português' },
  { id: 2, code: 'en-US', name: 'English' },
  { id: 3, code: 'es-ES', name: 'Español' },
  { id: 4, code: 'fr-FR', name: 'Français' },
];

/**
 * Inserts the reference rows every installation needs (languages, programme countries), in demo and in
 * production, on every start. Existing rows are left alone, so operators may rename them; running it twice,
 * or from several processes at once, is harmless.
 */
export async function seedReferenceData(db: CampusDb): Promise<void> {
  await db
    .insert(languages)
    .values([...LANGUAGES])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(COUNTRIES.map(({ code, name }) => ({ code, name })))
    .onConflictDoNothing({ target: countries.code });
}
