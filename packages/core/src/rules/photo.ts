import { addDays, dayNumber, isoWeekday } from './dates.js';

/**
 * Store photos allowed per photo type, store and Monday–Sunday week.
 * @see SPECIFICATION §5 Photo upload, §9 Photo upload
 * @default 1
 */
export const PHOTO_UPLOADS_PER_WEEK = 1;

/**
 * Error codes of the photo-upload rules.
 * @see SPECIFICATION §5 Photo upload, §8 Sales and photos
 */
export const PHOTO_ERROR_CODES = ['photo_already_sent_this_week'] as const;

/** An error of the photo-upload rules. */
export type PhotoError = (typeof PHOTO_ERROR_CODES)[number];

/**
 * The Monday of the Monday–Sunday week a date falls in (a Sunday belongs to the week that began
 * six days before it).
 * @see SPECIFICATION §4 Loyalty levels (photo upload restarts), §5 Photo upload
 * @example photoWeekStart('2024-06-09') // '2024-06-03' (Sunday → the Monday before)
 */
export function photoWeekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * The day a photo of a type may be uploaded to a store again after one in the week starting `weekStart`: the
 * next Monday (the limit resets after Sunday, so the user waits until Monday).
 * @see SPECIFICATION §5 Photo upload
 * @example nextPhotoUploadDate('2024-06-03') // '2024-06-10'
 */
export function nextPhotoUploadDate(weekStart: string): string {
  return addDays(photoWeekStart(weekStart), 7);
}

/**
 * Whether a photo of a type may be uploaded to a store today, given the last upload of that type to that
 * store (`null` if none): false while today is in the same Monday–Sunday week as that upload (the limit
 * resets after Sunday, so the user waits until Monday); a refusal is reported as
 * `photo_already_sent_this_week`. A last upload dated in a later week than today also refuses.
 * @see SPECIFICATION §5 Photo upload
 * @example
 * canUploadPhoto('2024-06-03', '2024-06-09') // false (Monday → Sunday, same week)
 * canUploadPhoto('2024-06-09', '2024-06-10') // true (Sunday → next Monday)
 */
export function canUploadPhoto(lastUploadDate: string | null, today: string): boolean {
  if (lastUploadDate === null) return true;
  return dayNumber(photoWeekStart(today)) > dayNumber(photoWeekStart(lastUploadDate));
}
