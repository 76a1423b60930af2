import { instructorQueries } from '@campus/core';
import type { CatalogueItemType } from '@campus/core/schemas';
import { useQuery } from '@campus/ui';
import { LazyClassAttendance } from './lazy-class-attendance.js';

/** The kinds of class an item's instructor takes attendance of: the item itself, or a presential course's events. */
const CLASS_KINDS: Partial<Record<CatalogueItemType, string>> = {
  live_class: 'live_class',
  webinar: 'webinar',
  presential_course: 'presential_event',
};

/**
 * The instructor's attendance of the classes of one item, inside its detail (issue 26; spec §6 Instructors): the live
 * class or webinar itself, or each in-person event of a presential course the caller teaches. Shown only when the
 * detail says the caller teaches the item, so learners never ask for the instructor's classes; the attendance
 * widget itself is a lazy chunk.
 */
export function TaughtClassesOfItem({ type, itemId }: { type: CatalogueItemType; itemId: number | string }) {
  const kind = CLASS_KINDS[type];
  const classes = useQuery(kind === undefined ? null : instructorQueries.classes(), { isEmpty: () => false });
  const mine = (classes.data?.results ?? []).filter(
    (entry) => entry.kind === kind && String(entry.item_id) === String(itemId),
  );
  return (
    <>
      {mine.map((entry) =>
        entry.kind === 'presential_event' ? (
          <LazyClassAttendance key={`event:${String(entry.id)}`} eventId={entry.id} />
        ) : (
          <LazyClassAttendance key={`item:${String(entry.id)}`} itemId={entry.id} />
        ),
      )}
    </>
  );
}
