import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGE_KEYS } from '../errors/index.js';
import type { Locale } from '../rules/index.js';
import {
  DEFAULT_LOCALE,
  LOCALES,
  RULE_ERROR_CODES,
  SENCE_ERROR_CODES,
  SENCE_ERROR_MESSAGE_KEYS,
} from '../rules/index.js';
import { loadCoreMessages } from './core-messages.js';
import { createCampusI18n } from './create-i18n.js';
import { formatDate } from './format-date.js';
import { localeFromUrl } from './locale-from-url.js';
import { MESSAGE_BUNDLES, messageKeys } from './resources.js';

const referenceKeys = messageKeys(MESSAGE_BUNDLES[DEFAULT_LOCALE]);

/** An instance in `locale` with that language's messages loaded, as a Campus has them once `ready`. */
async function loadedI18n(locale: Locale) {
  const i18n = createCampusI18n(locale);
  await loadCoreMessages(i18n, locale);
  return i18n;
}

describe('message bundles', () => {
  it('exist for exactly the spec locales', () => {
    expect(Object.keys(MESSAGE_BUNDLES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has exactly the keys of pt-BR, none empty', async (locale) => {
    const bundle = MESSAGE_BUNDLES[locale];
    expect(messageKeys(bundle)).toEqual(referenceKeys);
    const i18n = await loadedI18n(locale);
    for (const key of referenceKeys) {
      const text = i18n.t(key);
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(text, `${locale} ${key}`).not.toBe(key);
    }
  });

  // Names that are the same word in every language (a file format, the English loanwords the spec uses).
  const SAME_IN_EVERY_LANGUAGE = new Set(['activity.type.pdf', 'activity.type.webcast', 'activity.type.webinar']);
  // Words Spanish writes exactly as Portuguese does.
  const COGNATES: Partial<Record<string, readonly string[]>> = {
    'es-ES': [
      'activity.status.blocked',
      'activity.status.restarted',
      'activity.type.scorm',
      'activity.type.scorm_cloud',
      'activity.type.video',
    ],
  };

  it('translate, rather than copy, the default language', async () => {
    for (const locale of LOCALES.filter((candidate) => candidate !== DEFAULT_LOCALE)) {
      const i18n = await loadedI18n(locale);
      const reference = createCampusI18n(DEFAULT_LOCALE);
      const copied = referenceKeys.filter(
        (key) =>
          !key.startsWith('all') &&
          !SAME_IN_EVERY_LANGUAGE.has(key) &&
          !(COGNATES[locale] ?? []).includes(key) &&
          i18n.t(key) === reference.t(key),
      );
      expect(copied, locale).toEqual([]);
    }
  });

  it('translate every rule error code, SENCE code and network error key', () => {
    const required = [
      ...RULE_ERROR_CODES.map((code) => `errors.${code}`),
      ...Object.values(SENCE_ERROR_MESSAGE_KEYS),
      'sence.error_unknown',
      ...ERROR_MESSAGE_KEYS,
    ];
    expect(Object.keys(SENCE_ERROR_MESSAGE_KEYS)).toHaveLength(SENCE_ERROR_CODES.length);
    for (const key of required) expect(referenceKeys, key).toContain(key);
  });

  it('quote the Portuguese messages of the spec verbatim', () => {
    const pt = createCampusI18n('pt-BR');
    const verbatim = [
      'Ocorreu um erro',
      'Ocorreu um erro inesperado. Tente novamente.',
      'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
      'Não foi possível enviar sua mensagem',
      'Download do arquivo falhou',
      'Não encontrado ou não possui permissão para acessar.',
      'Vagas esgotadas',
      'Você foi bloqueado',
      'Certifique-se de que todos os campos obrigatórios estão preenchidos',
      'Erro ao efetuar login com o Google, tente novamente mais tarde.',
      'Documento inválido',
      'CPF é obrigatório',
      'CPF já cadastrado',
    ];
    const all = referenceKeys.map((key) => pt.t(key));
    for (const message of verbatim) expect(all).toContain(message);
    for (const start of [
      'Sem perfil cadastrado. Verifique com o gestor da plataforma',
      'O código enviado é inválido',
      'Não há códigos disponíveis para liberar aplicativo na App Store',
    ]) {
      expect(
        all.some((text) => text.startsWith(start)),
        start,
      ).toBe(true);
    }
    expect(pt.t('errors.invalid_document')).toBe('Documento inválido');
    expect(pt.t('errors.document_required')).toBe('CPF é obrigatório');
  });
});

describe('i18n instances', () => {
  it('are independent: changing one language does not change another', async () => {
    const a = createCampusI18n('pt-BR');
    const b = createCampusI18n('pt-BR');
    await loadCoreMessages(a, 'fr-FR');
    await a.changeLanguage('fr-FR');
    expect(a.t('errors.generic')).toBe('Une erreur est survenue');
    expect(b.t('errors.generic')).toBe('Ocorreu um erro');
    await b.changeLanguage('fr-FR');
    expect(b.t('errors.generic'), 'loaded into one instance only').toBe('Ocorreu um erro');
  });

  it('start with pt-BR only; another language arrives on demand, announced, without overwriting a host override', async () => {
    const i18n = createCampusI18n('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('errors.generic'), 'falls back to pt-BR until loaded').toBe('Ocorreu um erro');
    i18n.addResourceBundle('en-US', 'translation', { errors: { not_found: 'Host text' } }, true, true);
    let added = 0;
    i18n.store.on('added', () => (added += 1));
    const first = loadCoreMessages(i18n, 'en-US');
    expect(loadCoreMessages(i18n, 'en-US'), 'one load per language').toBe(first);
    await first;
    expect(added).toBe(1);
    expect(i18n.t('errors.generic')).toBe(MESSAGE_BUNDLES['en-US'].errors.generic);
    expect(i18n.t('errors.not_found')).toBe('Host text');
  });
});

describe('localeFromUrl (spec §9)', () => {
  it.each([
    ['?locale=en-US', 'en-US'],
    ['locale=es-AR', 'es-ES'],
    ['?x=1&locale=fr', 'fr-FR'],
    ['?locale=PT_pt', 'pt-BR'],
    ['?locale=de-DE', 'pt-BR'],
    ['?locale=', undefined],
    ['?lang=en', undefined],
    ['', undefined],
  ])('%s → %s', (search, expected) => {
    expect(localeFromUrl(search)).toBe(expected);
  });
});

describe('formatDate (spec §9)', () => {
  it('writes DD/MM/YYYY for language ids 1 and 3, MM-DD-YYYY otherwise', () => {
    expect(formatDate('2025-03-09', 1)).toBe('09/03/2025');
    expect(formatDate('2025-03-09', '3')).toBe('09/03/2025');
    expect(formatDate('2025-03-09', 2)).toBe('03-09-2025');
    expect(formatDate('2025-03-09', 4)).toBe('03-09-2025');
  });

  it('shows a timestamp as its date in the given time zone, never shifting date-only values', () => {
    expect(formatDate('2025-03-09T02:00:00Z', 1, 'America/Sao_Paulo')).toBe('08/03/2025');
    expect(formatDate('2025-03-09T02:00:00Z', 1, 'UTC')).toBe('09/03/2025');
    expect(formatDate('2025-03-09T23:30:00-03:00', 2, 'Asia/Tokyo')).toBe('03-10-2025');
    expect(formatDate('2025-03-09', 1, 'Pacific/Kiritimati')).toBe('09/03/2025');
  });

  it('guesses no time zone for a date-only value (building an Intl formatter is slow the first time)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDate('2025-03-09', 1)).toBe('09/03/2025');
      expect(formatDate('2025-03-09', 2)).toBe('03-09-2025');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('uses the guessed time zone by default and survives bad input', () => {
    expect(formatDate('2025-03-09T12:00:00Z', 1)).toMatch(/^(09|10|08)\/03\/2025$/);
    expect(formatDate('not a date', 1)).toBe('');
    expect(formatDate('2025-02-30', 1)).toBe('');
    expect(formatDate('2025-03-09T12:00:00Z', 1, 'Not/AZone')).toBe('09/03/2025');
  });
});
