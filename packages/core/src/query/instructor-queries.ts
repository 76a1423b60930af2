import { fetchClassAttendance, fetchInstructorClasses, fetchLearnerPresentialEvent } from '../api/calls/instructor.js';
import type { ClassRef } from '../api/calls/instructor.js';
import type { ClassAttendance, InstructorClassList, LearnerPresentialEvent } from '../schemas/instructor.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The instructor's reads and a learner's in-person event (issue 26; docs/server.md "Instructors"). Presence changes
 * by check-in while the instructor looks, so the attendance is never fresh for long.
 */

/** The classes the caller teaches. */
export const classes = (): QueryDefinition<InstructorClassList> => ({
  key: queryKeys.instructor('classes'),
  fetcher: ({ campus, signal }) => fetchInstructorClasses(campus.api, { signal }),
  staleTime: 0,
});

/** A class's attendance (a live class or webinar by item id, an in-person event by event id). */
export const attendance = (ref: ClassRef): QueryDefinition<ClassAttendance> => ({
  key: queryKeys.instructor('class', ref.kind, String(ref.id)),
  fetcher: ({ campus, signal }) => fetchClassAttendance(campus.api, ref, { signal }),
  staleTime: 0,
});

/** A learner's own in-person event, texts in `locale`. */
export const presentialEvent = (locale: string, eventId: number | string): QueryDefinition<LearnerPresentialEvent> => ({
  key: queryKeys.presentialEvent(locale, String(eventId)),
  fetcher: ({ campus, signal }) => fetchLearnerPresentialEvent(campus.api, eventId, { signal }),
  staleTime: 0,
});
