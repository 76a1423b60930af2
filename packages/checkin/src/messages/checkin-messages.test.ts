import { LOCALES, messageKeys } from '@campus/core';
import type { Locale } from '@campus/core';
import type { MessageSource } from '@campus/ui';
import { describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from './checkin-messages';

/** A language's bundle, inline or loaded on demand. */
const bundleOf = async (locale: Locale): Promise<object> => {
  const source: MessageSource = CHECKIN_MESSAGES[locale];
  return typeof source === 'function' ? source() : source;
};

const reference = messageKeys(await bundleOf('pt-BR'));

describe('check-in messages', () => {
  it('gives the default language inline (the first render always has text)', () => {
    expect(typeof CHECKIN_MESSAGES['pt-BR']).toBe('object');
  });

  it('live under the package key only', async () => {
    for (const locale of LOCALES) expect(Object.keys(await bundleOf(locale))).toEqual(['checkin']);
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR, none empty', async (locale) => {
    const bundle = await bundleOf(locale);
    expect(messageKeys(bundle)).toEqual(reference);
    const values = (node: object): string[] =>
      Object.values(node).flatMap((value: unknown) => (typeof value === 'string' ? [value] : values(value as object)));
    for (const value of values(bundle)) expect(value.trim()).not.toBe('');
  });
});
