import { LOCALES, messageKeys } from '@campus/core';
import type { Locale } from '@campus/core';
import type { MessageSource } from '@campus/ui';
import { describe, expect, it } from 'vitest';
import { SALES_MESSAGES } from './sales-messages';

const bundleOf = async (locale: Locale): Promise<object> => {
  const source: MessageSource = SALES_MESSAGES[locale];
  return typeof source === 'function' ? source() : source;
};

const reference = messageKeys(await bundleOf('pt-BR'));

describe('sales messages', () => {
  it('gives the default language inline (the first render always has text)', () => {
    expect(typeof SALES_MESSAGES['pt-BR']).toBe('object');
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR under `sales`, none empty', async (locale) => {
    const bundle = await bundleOf(locale);
    expect(Object.keys(bundle)).toEqual(['sales']);
    expect(messageKeys(bundle)).toEqual(reference);
    const values = (node: object): string[] =>
      Object.values(node).flatMap((value: unknown) => (typeof value === 'string' ? [value] : values(value as object)));
    for (const value of values(bundle)) expect(value.trim()).not.toBe('');
  });
});
