// The completeness check every feature package runs on its messages. Test kit only (see ./index.ts).
import { DEFAULT_LOCALE, LOCALES, messageKeys } from '@campus/core';
import type { Locale } from '@campus/core';
import type { PackageMessages } from '../messages/package-messages.js';

/** A language's bundle of a package, inline or loaded on demand. */
export async function messageBundle(messages: PackageMessages, locale: Locale): Promise<object> {
  const source = messages[locale];
  return typeof source === 'function' ? source() : source;
}

/** Every text of a bundle by its dotted key. */
const textsOf = (node: object, prefix = ''): Map<string, unknown> =>
  new Map(
    Object.entries(node).flatMap(([key, value]: [string, unknown]) =>
      value !== null && typeof value === 'object'
        ? [...textsOf(value, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value] as const],
    ),
  );

/** The `{{name}}` placeholders of a text, sorted. */
const placeholdersOf = (text: string): string =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/**
 * What is wrong with a package's messages, as sentences (none: `[]`): the default language (pt-BR) not inline
 * (the first render would have no text), a bundle with another top-level key than the package's, a key missing
 * from or added to a language against pt-BR, an empty text, a text without the placeholders of its pt-BR one.
 *
 * ```ts
 * it('are complete in every language', async () => {
 *   expect(await packageMessageProblems(SALES_MESSAGES, 'sales')).toEqual([]);
 * });
 * ```
 */
export async function packageMessageProblems(messages: PackageMessages, packageKey: string): Promise<string[]> {
  const problems: string[] = [];
  if (typeof messages[DEFAULT_LOCALE] !== 'object') problems.push(`${DEFAULT_LOCALE} is not inline`);
  const reference = await messageBundle(messages, DEFAULT_LOCALE);
  const referenceKeys = messageKeys(reference);
  const referenceTexts = textsOf(reference);
  for (const locale of LOCALES) {
    const bundle = await messageBundle(messages, locale);
    const top = Object.keys(bundle);
    if (top.length !== 1 || top[0] !== packageKey) problems.push(`${locale} has top-level keys ${top.join(', ')}`);
    const keys = messageKeys(bundle);
    for (const key of referenceKeys.filter((key) => !keys.includes(key))) problems.push(`${locale} lacks ${key}`);
    for (const key of keys.filter((key) => !referenceKeys.includes(key))) problems.push(`${locale} adds ${key}`);
    for (const [key, text] of textsOf(bundle)) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale} ${key} is empty`);
      else if (placeholdersOf(text) !== placeholdersOf(String(referenceTexts.get(key) ?? text)))
        problems.push(`${locale} ${key} has other placeholders than ${DEFAULT_LOCALE}`);
    }
  }
  return problems;
}
