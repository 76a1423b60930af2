import { describe, expect, it } from 'vitest';
import { legacyRedirect, portfolioCourseId } from './routes';

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
