import { accountQueries, instructorQueries } from '@campus/core';
import { ClassAttendance } from '@campus/catalogue';
import { useQuery, useSession } from '@campus/ui';

/** The detail types whose classes an instructor takes attendance of. */
const CLASS_KINDS: Readonly<Record<string, readonly string[]>> = {
  'live-classes': ['live_class'],
  webinars: ['webinar'],
  'presential-courses': ['presential_event'],
};

/**
 * The instructor's attendance inside a class's detail (issue 26; spec §6 Instructors): on `live-classes/{id}`,
 * `webinars/{id}` and `presential-courses/{id}` (each of its in-person events the instructor teaches), for the
 * signed-in instructor of that class only; nothing for anyone else (the list of their classes decides, so no one
 * asks for a class that is not theirs).
 */
export function ClassAttendanceSection({ type, itemId }: { type: string; itemId: string }) {
  const signedIn = useSession((state) => state.access_token !== null && state.id !== null);
  const me = useQuery(signedIn ? accountQueries.me() : null, { isEmpty: () => false });
  const kinds = CLASS_KINDS[type];
  const instructor = kinds !== undefined && me.data?.roles.includes('instructor') === true;
  const classes = useQuery(instructor ? instructorQueries.classes() : null, { isEmpty: () => false });
  if (!instructor) return null;
  const mine = (classes.data?.results ?? []).filter(
    (entry) => kinds.includes(entry.kind) && String(entry.item_id) === itemId,
  );
  return (
    <>
      {mine.map((entry) =>
        entry.kind === 'presential_event' ? (
          <ClassAttendance key={`event:${String(entry.id)}`} eventId={entry.id} />
        ) : (
          <ClassAttendance key={`item:${String(entry.id)}`} itemId={entry.id} />
        ),
      )}
    </>
  );
}
