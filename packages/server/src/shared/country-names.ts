import type { Locale } from '@campus/core';
import type { CountryCode } from '@campus/core/rules';

/**
 * ISO 3166-1 alpha-2 of the programme countries (the API names countries by alpha-3; `Intl.DisplayNames` wants
 * alpha-2). Typed by core's country codes, so a new programme country fails to compile until it is added here.
 */
const ALPHA2: Readonly<Record<CountryCode, string>> = {
  ARG: 'AR',
  BRA: 'BR',
  CAN: 'CA',
  CHL: 'CL',
  COL: 'CO',
  MEX: 'MX',
  PER: 'PE',
};

const displayNames = new Map<Locale, Intl.DisplayNames>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in `locale`, from the runtime's CLDR data (`Intl.DisplayNames`): `BRA` is "Brasil" in pt-BR,
 * "Brazil" in en-US. A code the data does not know keeps `storedName` (the `countries` table's name).
 */
export function countryName(code: string, locale: Locale, storedName: string): string {
  const alpha2 = (ALPHA2 as Readonly<Record<string, string>>)[code];
  return (alpha2 === undefined ? undefined : namesIn(locale).of(alpha2)) ?? storedName;
}

/** Countries with their names in `locale`, sorted as that language sorts them. */
export function localizeCountries(
  rows: readonly { readonly code: string; readonly name: string }[],
  locale: Locale,
): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return rows
    .map(({ code, name }) => ({ code, name: countryName(code, locale, name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
