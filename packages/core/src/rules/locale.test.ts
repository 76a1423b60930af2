import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, dateFormatForLanguage, formatIsoDate, matchLocale } from './locale.js';

describe('locales', () => {
  it('lists the four interface languages with pt-BR as default', () => {
    expect(LOCALES).toEqual(['pt-BR', 'en-US', 'es-ES', 'fr-FR']);
    expect(DEFAULT_LOCALE).toBe('pt-BR');
  });
});

describe('matchLocale', () => {
  it('matches by the part before the dash, case-insensitively', () => {
    expect(matchLocale('pt-BR')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('EN-gb')).toBe('en-US');
    expect(matchLocale('en')).toBe('en-US');
    expect(matchLocale('es-AR')).toBe('es-ES');
    expect(matchLocale('fr-CA')).toBe('fr-FR');
    expect(matchLocale('fr_CA')).toBe('fr-FR');
    expect(matchLocale(' es ')).toBe('es-ES');
  });

  it('falls back to pt-BR for anything else', () => {
    for (const value of ['de-DE', 'it', '', '-', 'english', 'p', undefined, null]) {
      expect(matchLocale(value), String(value)).toBe('pt-BR');
    }
    expect(matchLocale()).toBe('pt-BR');
  });
});

describe('dateFormatForLanguage / formatIsoDate', () => {
  it('uses DD/MM/YYYY for language ids 1 and 3, otherwise MM-DD-YYYY', () => {
    expect(dateFormatForLanguage(1)).toBe('DD/MM/YYYY');
    expect(dateFormatForLanguage(3)).toBe('DD/MM/YYYY');
    expect(dateFormatForLanguage(2)).toBe('MM-DD-YYYY');
    expect(dateFormatForLanguage(4)).toBe('MM-DD-YYYY');
    expect(dateFormatForLanguage(0)).toBe('MM-DD-YYYY');
  });

  it('writes an ISO date in either format', () => {
    expect(formatIsoDate('2024-12-05', 'DD/MM/YYYY')).toBe('05/12/2024');
    expect(formatIsoDate('2024-12-05', 'MM-DD-YYYY')).toBe('12-05-2024');
    expect(() => formatIsoDate('2024-02-30', 'DD/MM/YYYY')).toThrow(RangeError);
  });
});
