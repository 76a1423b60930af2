import { describe, expect, it } from 'vitest';
import { legacyRedirect, portfolioCourseId, portfolioCourseSlug } from './routes.js';

describe('legacyRedirect', () => {
  it('redirects every legacy path of the specification', () => {
    expect(legacyRedirect('/courses')).toBe('/online-courses');
    expect(legacyRedirect('/courses/42')).toBe('/online-courses/42');
    expect(legacyRedirect('/presential')).toBe('/presential-courses');
    expect(legacyRedirect('/presential/7')).toBe('/presential-courses');
    expect(legacyRedirect('/webcasts')).toBe('/webinars');
  });

  it('ignores a trailing slash', () => {
    expect(legacyRedirect('/courses/')).toBe('/online-courses');
    expect(legacyRedirect('/courses/42/')).toBe('/online-courses/42');
  });

  it('is null for anything else, including the activity player under courses/', () => {
    for (const path of [
      '/',
      '',
      'courses',
      '/online-courses',
      '/courses/42/activities/1',
      '/webcasts/3',
      '/Courses',
      '/presential-courses',
      '/courses//42',
      '/news',
    ]) {
      expect(legacyRedirect(path), path).toBeNull();
    }
  });
});

describe('portfolioCourseId', () => {
  it('takes the part after -id-', () => {
    expect(portfolioCourseId('intro-to-sales-id-42')).toBe('42');
    expect(portfolioCourseId('-id-7')).toBe('7');
    // The last marker wins, so a title containing "-id-" still works.
    expect(portfolioCourseId('android-id-basics-id-99')).toBe('99');
  });

  it('is null without a marker or an id', () => {
    expect(portfolioCourseId('intro-to-sales')).toBeNull();
    expect(portfolioCourseId('intro-id-')).toBeNull();
    expect(portfolioCourseId('')).toBeNull();
  });
});

describe('portfolioCourseSlug', () => {
  it('puts the title in URL form before -id- and the id', () => {
    expect(portfolioCourseSlug('Técnicas de Vendas no Varejo', 1)).toBe('tecnicas-de-vendas-no-varejo-id-1');
    expect(portfolioCourseSlug('  Excel: do básico ao avançado!  ', '12')).toBe('excel-do-basico-ao-avancado-id-12');
  });

  it('is read back by portfolioCourseId, even for a title holding -id-', () => {
    expect(portfolioCourseId(portfolioCourseSlug('Android - ID - Basics', 99))).toBe('99');
    expect(portfolioCourseId(portfolioCourseSlug('¿?', 5))).toBe('5');
    expect(portfolioCourseSlug('¿?', 5)).toBe('curso-id-5');
  });
});
