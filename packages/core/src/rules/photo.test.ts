import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday } from './dates.js';
import { PHOTO_UPLOADS_PER_WEEK, canUploadPhoto, nextPhotoUploadDate, photoWeekStart } from './photo.js';

describe('photoWeekStart', () => {
  it('gives the Monday of a Monday–Sunday week', () => {
    // 2024-06-03 is a Monday, 2024-06-09 a Sunday.
    expect(photoWeekStart('2024-06-03')).toBe('2024-06-03');
    expect(photoWeekStart('2024-06-05')).toBe('2024-06-03');
    expect(photoWeekStart('2024-06-09')).toBe('2024-06-03');
    expect(photoWeekStart('2024-06-10')).toBe('2024-06-10');
  });

  it('crosses month and year boundaries', () => {
    expect(photoWeekStart('2024-03-02')).toBe('2024-02-26');
    expect(photoWeekStart('2025-01-01')).toBe('2024-12-30');
  });

  it('property: always a Monday within the six days before', () => {
    const date = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, (day) => {
        const monday = photoWeekStart(day);
        expect(isoWeekday(monday)).toBe(1);
        expect(daysBetween(monday, day)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, day)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('canUploadPhoto', () => {
  it('allows one per week', () => {
    expect(PHOTO_UPLOADS_PER_WEEK).toBe(1);
    expect(canUploadPhoto(null, '2024-06-05')).toBe(true);
  });

  it('refuses again in the same week, through Sunday', () => {
    expect(canUploadPhoto('2024-06-03', '2024-06-03')).toBe(false);
    expect(canUploadPhoto('2024-06-03', '2024-06-09')).toBe(false);
    expect(canUploadPhoto('2024-06-09', '2024-06-09')).toBe(false);
  });

  it('allows again from Monday', () => {
    expect(canUploadPhoto('2024-06-09', '2024-06-10')).toBe(true);
    expect(canUploadPhoto('2024-06-03', '2024-06-10')).toBe(true);
    expect(canUploadPhoto('2024-05-01', '2024-06-05')).toBe(true);
  });

  it('refuses when the last upload is dated in a later week', () => {
    expect(canUploadPhoto('2024-06-17', '2024-06-10')).toBe(false);
  });

  it('property: allowed exactly when a later Monday–Sunday week has begun', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -20, max: 20 }), (offset, gap) => {
        const last = addDays('2020-01-01', offset);
        const today = addDays(last, gap);
        const lastMonday = addDays(last, 1 - isoWeekday(last));
        expect(canUploadPhoto(last, today)).toBe(daysBetween(lastMonday, today) >= 7);
      }),
    );
  });
});

describe('nextPhotoUploadDate', () => {
  it('is the Monday after the week of the last upload', () => {
    expect(nextPhotoUploadDate('2024-06-03')).toBe('2024-06-10');
    expect(nextPhotoUploadDate('2024-06-09')).toBe('2024-06-10');
  });

  it('property: the first day canUploadPhoto allows again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (offset) => {
        const last = addDays('2020-01-01', offset);
        const next = nextPhotoUploadDate(last);
        expect(canUploadPhoto(last, next)).toBe(true);
        expect(canUploadPhoto(last, addDays(next, -1))).toBe(false);
      }),
    );
  });
});
