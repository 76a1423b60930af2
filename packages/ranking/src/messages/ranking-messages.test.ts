import { LOCALES, messageKeys } from '@campus/core';
import type { Locale } from '@campus/core';
import type { MessageSource } from '@campus/ui';
import { describe, expect, it } from 'vitest';
import { RANKING_MESSAGES } from './ranking-messages';

/** A language's bundle, inline or loaded on demand. */
const bundleOf = async (locale: Locale): Promise<object> => {
  const source: MessageSource = RANKING_MESSAGES[locale];
  return typeof source === 'function' ? source() : source;
};

const reference = messageKeys(await bundleOf('pt-BR'));

describe('ranking messages', () => {
  it('gives the default language inline (the first render always has text)', () => {
    expect(typeof RANKING_MESSAGES['pt-BR']).toBe('object');
  });

  it('live under the package key only', async () => {
    for (const locale of LOCALES) expect(Object.keys(await bundleOf(locale))).toEqual(['ranking']);
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR, none empty, the same placeholders', async (locale) => {
    const bundle = await bundleOf(locale);
    expect(messageKeys(bundle)).toEqual(reference);
    const entries = (node: object, prefix = ''): [string, string][] =>
      Object.entries(node).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
      );
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const pt = new Map(entries(await bundleOf('pt-BR')));
    for (const [key, value] of entries(bundle)) {
      expect(value.trim()).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(pt.get(key) ?? ''));
    }
  });
});
