import { describe, expect, it } from 'vitest';
import { LOCALES, messageKeys } from '@campus/core';
import { authMessages } from './auth-messages';
import { authPtBR } from './pt-BR';

describe('@campus/auth messages', () => {
  const reference = messageKeys(authPtBR);

  it('live under the top-level key "auth" only', () => {
    for (const locale of LOCALES) expect(Object.keys(authMessages[locale])).toEqual(['auth']);
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR, each with text', (locale) => {
    const bundle = authMessages[locale];
    expect(messageKeys(bundle)).toEqual(reference);
    const values = reference.map((key) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle),
    );
    expect(values.every((value) => typeof value === 'string' && value.trim() !== '')).toBe(true);
  });

  it('keeps the interpolation placeholders of pt-BR in every language', () => {
    const placeholders = (bundle: object, key: string) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
      return [...String(text).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    };
    for (const locale of LOCALES) {
      for (const key of reference)
        expect(placeholders(authMessages[locale], key), `${locale} ${key}`).toEqual(placeholders(authPtBR, key));
    }
  });
});
