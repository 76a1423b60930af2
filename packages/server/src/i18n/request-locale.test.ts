import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLocale } from './request-locale';

describe('acceptedLanguages', () => {
  it('orders by q, then by position, dropping q=0 and *', () => {
    expect(acceptedLanguages('fr;q=0.5, en-GB, de;q=0, *;q=0.1, es;q=0.5')).toEqual(['en-GB', 'fr', 'es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('requestLocale', () => {
  it('prefers the locale query parameter', () => {
    expect(requestLocale('/health?locale=en-US', 'fr-FR')).toBe('en-US');
    expect(requestLocale('/x?a=1&locale=es_AR', undefined)).toBe('es-ES');
  });

  it('then the first supported Accept-Language entry', () => {
    expect(requestLocale('/health', 'de-DE, fr-CA;q=0.9, en;q=0.8')).toBe('fr-FR');
    expect(requestLocale('/health', 'en')).toBe('en-US');
    expect(requestLocale('/health?locale=', 'es')).toBe('es-ES');
  });

  it('falls back to pt-BR', () => {
    expect(requestLocale('/health', undefined)).toBe('pt-BR');
    expect(requestLocale('/health', 'de, ja')).toBe('pt-BR');
    expect(requestLocale('/health?locale=de', 'en')).toBe('pt-BR');
  });
});
