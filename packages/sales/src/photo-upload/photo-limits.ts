import { addDays, canUploadPhoto, nextPhotoUploadDate } from '@campus/core/rules';
import type { PhotoLimits } from '@campus/core/schemas';

/*
 * The weekly photo limit as this widget has learnt it (spec §5 Photo upload: one per type, store and
 * Monday–Sunday week): what the server's `GET /api/photos/limits/` says of the chosen store, and the weeks the
 * widget saw since — an accepted photo's `week_start`, or a refusal's `next_allowed_date` — so the person is
 * told before picking a file, with core's `canUploadPhoto`.
 */

/** Week starts (Mondays) of the photos known to be sent, by `photoType:store`. */
export type KnownPhotoWeeks = Readonly<Record<string, string>>;

/** The key of a photo type and store. */
export const photoSlot = (photoType: string, store: string): string => `${photoType}:${store}`;

/** The week start a refusal implies: the Monday before its next allowed date. */
export const weekStartFromNextAllowed = (nextAllowedDate: string): string => addDays(nextAllowedDate, -7);

/**
 * The date from which a photo of the slot may be sent again, when the widget knows a photo was sent in the
 * current week; `undefined` when it may be sent (as far as the widget knows: the server decides).
 */
export function blockedUntil(weeks: KnownPhotoWeeks, slot: string, today: string): string | undefined {
  const weekStart = weeks[slot];
  if (weekStart === undefined || canUploadPhoto(weekStart, today)) return undefined;
  return nextPhotoUploadDate(weekStart);
}

/** The weeks a store's limits answer reports as taken (`already_sent`), by slot. */
export function weeksFromLimits(limits: PhotoLimits): KnownPhotoWeeks {
  const weeks: Record<string, string> = {};
  for (const entry of limits.photo_types) {
    if (entry.already_sent && entry.next_allowed_date !== null) {
      weeks[photoSlot(String(entry.photo_type), String(limits.store))] = weekStartFromNextAllowed(
        entry.next_allowed_date,
      );
    }
  }
  return weeks;
}
