import { describe, expect, it } from 'vitest';
import { LOCALES } from '@campus/core';
import type { Locale } from '@campus/core';
import { packageMessageProblems } from '@campus/ui/testing';
import { authMessages } from './auth-messages.js';
import { authEnUS } from './en-US.js';
import { authEsES } from './es-ES.js';
import { authFrFR } from './fr-FR.js';
import { authPtBR } from './pt-BR.js';

const BUNDLES: Readonly<Record<Locale, object>> = {
  'pt-BR': authPtBR,
  'en-US': authEnUS,
  'es-ES': authEsES,
  'fr-FR': authFrFR,
};

describe('@campus/auth messages', () => {
  it('are complete in every language: pt-BR inline, under `auth` only, the keys and placeholders of pt-BR', async () => {
    expect(await packageMessageProblems(authMessages, 'auth')).toEqual([]);
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
