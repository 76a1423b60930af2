import {
  classAttendanceSchema,
  instructorClassListSchema,
  learnerPresentialEventSchema,
} from '../../schemas/instructor.js';
import type {
  AuthorizationWrite,
  ClassAttendance,
  InstructorClassList,
  LearnerPresentialEvent,
} from '../../schemas/instructor.js';
import type { ApiClient } from '../api-client.js';
import { INSTRUCTOR_PATHS, PRESENTIAL_EVENT_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * Instructors (spec §6; issue 26; docs/server.md "Instructors"): their classes, a class's attendance, a learner's
 * presence and the authorisation of activities. Every write is idempotent by nature (it sets a state), so a retry
 * needs no key; each answers the class's attendance as it is now.
 */

/** A class: a live class or webinar (`item`, by the item's id) or an in-person event (`event`, by its id). */
export interface ClassRef {
  readonly kind: 'item' | 'event';
  readonly id: number | string;
}

const classPaths = (ref: ClassRef) =>
  ref.kind === 'item'
    ? {
        one: INSTRUCTOR_PATHS.itemClass,
        presence: INSTRUCTOR_PATHS.itemPresence,
        authorizations: INSTRUCTOR_PATHS.itemAuthorizations,
      }
    : {
        one: INSTRUCTOR_PATHS.eventClass,
        presence: INSTRUCTOR_PATHS.eventPresence,
        authorizations: INSTRUCTOR_PATHS.eventAuthorizations,
      };

/** `GET /api/instructor/classes/`: the classes the caller teaches, soonest first. */
export function fetchInstructorClasses(client: ApiClient, options?: TypedCallOptions): Promise<InstructorClassList> {
  return client.requestJson(INSTRUCTOR_PATHS.classes, instructorClassListSchema, withSignal(options));
}

/**
 * `GET /api/instructor/classes/{id}/` or `/api/instructor/events/{id}/`: a class's attendance. 404
 * `not_found_or_forbidden` unless the caller teaches it (403 `forbidden` without the instructor role).
 */
export function fetchClassAttendance(
  client: ApiClient,
  ref: ClassRef,
  options?: TypedCallOptions,
): Promise<ClassAttendance> {
  return client.requestJson(pathTo(classPaths(ref).one, { id: ref.id }), classAttendanceSchema, withSignal(options));
}

/** `PUT …/attendances/{user_id}/`: validates (or removes) a learner's presence. 404 for a learner not enrolled. */
export function setLearnerPresence(
  client: ApiClient,
  ref: ClassRef,
  userId: number | string,
  present: boolean,
  options?: TypedCallOptions,
): Promise<ClassAttendance> {
  return client.requestJson(pathTo(classPaths(ref).presence, { id: ref.id, user_id: userId }), classAttendanceSchema, {
    method: 'PUT',
    json: { present },
    ...withSignal(options),
  });
}

/**
 * `POST …/authorizations/`: authorises an activity awaiting the instructor for the whole class (no `user_id`) or one
 * learner; the learners hear an `activity_unlocked` realtime event. 422 `activity_not_awaiting_instructor` for an
 * activity that needs no authorisation.
 */
export function authorizeActivity(
  client: ApiClient,
  ref: ClassRef,
  body: AuthorizationWrite,
  options?: TypedCallOptions,
): Promise<ClassAttendance> {
  return client.requestJson(pathTo(classPaths(ref).authorizations, { id: ref.id }), classAttendanceSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** `POST /api/instructor/events/{id}/results/`: publishes an in-person event's results (awaiting results → finished). */
export function publishEventResults(
  client: ApiClient,
  eventId: number | string,
  options?: TypedCallOptions,
): Promise<ClassAttendance> {
  return client.requestJson(pathTo(INSTRUCTOR_PATHS.eventResults, { id: eventId }), classAttendanceSchema, {
    method: 'POST',
    ...withSignal(options),
  });
}

/** `GET /api/presential-events/{id}/`: one in-person event with the caller's enrolment, presence and results. */
export function fetchLearnerPresentialEvent(
  client: ApiClient,
  eventId: number | string,
  options?: TypedCallOptions,
): Promise<LearnerPresentialEvent> {
  return client.requestJson(
    pathTo(PRESENTIAL_EVENT_PATHS.event, { id: eventId }),
    learnerPresentialEventSchema,
    withSignal(options),
  );
}
