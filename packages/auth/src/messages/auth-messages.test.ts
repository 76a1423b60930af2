import { describe, expect, it } from 'vitest';
import { LOCALES, messageKeys } from '@campus/core';
import type { Locale } from '@campus/core';
import { authMessages } from './auth-messages';
import { authEnUS } from './en-US';
import { authEsES } from './es-ES';
import { authFrFR } from './fr-FR';
import { authPtBR } from './pt-BR';

const BUNDLES: Readonly<Record<Locale, object>> = {
  'pt-BR': authPtBR,
  'en-US': authEnUS,
  'es-ES': authEsES,
  'fr-FR': authFrFR,
};

const textAt = (bundle: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

const placeholders = (bundle: object, key: string) =>
  [...String(textAt(bundle, key)).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe('@campus/auth messages', () => {
  const reference = messageKeys(authPtBR);

  it('live under the top-level key "auth" only', () => {
    for (const locale of LOCALES) expect(Object.keys(BUNDLES[locale])).toEqual(['auth']);
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR, each with text and the same placeholders', (locale) => {
    const bundle = BUNDLES[locale];
    expect(messageKeys(bundle)).toEqual(reference);
    for (const key of reference) {
      const text = textAt(bundle, key);
      expect(typeof text === 'string' && text.trim() !== '', `${locale} ${key}`).toBe(true);
      expect(placeholders(bundle, key), `${locale} ${key}`).toEqual(placeholders(authPtBR, key));
    }
  });

  it('registers pt-BR inline and loads every other language on demand', async () => {
    expect(authMessages['pt-BR']).toBe(authPtBR);
    for (const locale of LOCALES.filter((code) => code !== 'pt-BR')) {
      const entry = authMessages[locale];
      expect(typeof entry).toBe('function');
      await expect((entry as () => Promise<object>)()).resolves.toBe(BUNDLES[locale]);
    }
  });
});
