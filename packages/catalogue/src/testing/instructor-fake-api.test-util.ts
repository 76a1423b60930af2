// The instructor's fake API for the class attendance's tests and stories: the reference server's instructor routes
// (packages/server/src/instructors) as a route table of the test kit, changing one class in memory. Test-only.
import { INSTRUCTOR_PATHS, LIVE_CLASS_PATHS } from '@campus/core/api';
import { classAttendanceSchema, transmissionSchema } from '@campus/core/schemas';
import type { ClassAttendance, Transmission } from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi } from '@campus/core/testing';

/** An in-person event of the demo's "Encontro Regional de Vendas" with two learners and an activity to authorise. */
export function demoClassAttendance(overrides: Partial<ClassAttendance> = {}): ClassAttendance {
  return {
    class: {
      kind: 'presential_event',
      id: 7,
      item_id: 30,
      title: 'Aula presencial 2',
      item_title: 'Encontro Regional de Vendas',
      status: 'scheduled',
      begin_date: '2026-11-30T12:00:00.000Z',
      location: 'Curitiba – PR',
      enrolled_count: 2,
      present_count: 1,
    },
    results_published: false,
    can_publish_results: false,
    learners: [
      { id: 51, name: 'Igor Nunes', present: null, source: null, authorized_activity_ids: [] },
      { id: 52, name: 'Bruno Lima', present: true, source: 'check_in', authorized_activity_ids: [] },
    ],
    activities: [
      {
        id: 301,
        hierarchy_order: 1,
        title: 'Boas-vindas ao encontro',
        type: 'presential_event',
        requires_authorization: false,
      },
      {
        id: 302,
        hierarchy_order: 2,
        title: 'Dinâmica em grupo',
        type: 'presential_event',
        requires_authorization: true,
      },
    ],
    ...overrides,
  };
}

/** The fake, with the class as it is now. */
export type InstructorApi = FakeApi & { attendance: ClassAttendance };

/** A fake serving one class (an event by default; a live class with `transmission`). */
export function createInstructorApi(
  options: { attendance?: ClassAttendance; transmission?: Transmission } = {},
): InstructorApi {
  const attendance = options.attendance ?? demoClassAttendance();
  const kind = attendance.class.kind === 'presential_event' ? 'event' : 'item';
  const paths =
    kind === 'event'
      ? {
          one: INSTRUCTOR_PATHS.eventClass,
          presence: INSTRUCTOR_PATHS.eventPresence,
          grant: INSTRUCTOR_PATHS.eventAuthorizations,
        }
      : {
          one: INSTRUCTOR_PATHS.itemClass,
          presence: INSTRUCTOR_PATHS.itemPresence,
          grant: INSTRUCTOR_PATHS.itemAuthorizations,
        };
  const mine = (id: string | undefined) => String(id) === String(attendance.class.id);
  const count = () => {
    attendance.class.present_count = attendance.learners.filter((learner) => learner.present === true).length;
  };
  const transmission = options.transmission;
  const api = createFakeApi({
    [`GET ${paths.one}`]: ({ params }) =>
      mine(params['id']) ? answer(classAttendanceSchema, attendance) : apiError(404, 'not_found_or_forbidden'),
    [`PUT ${paths.presence}`]: ({ params, body }) => {
      const learner = attendance.learners.find((entry) => String(entry.id) === params['user_id']);
      if (!mine(params['id']) || learner === undefined) return apiError(404, 'not_found_or_forbidden');
      learner.present = (body as { present: boolean }).present;
      learner.source = 'instructor';
      count();
      return answer(classAttendanceSchema, attendance);
    },
    [`POST ${paths.grant}`]: ({ params, body }) => {
      const { activity_id: activityId, user_id: userId } = body as { activity_id: number; user_id?: number };
      if (!mine(params['id'])) return apiError(404, 'not_found_or_forbidden');
      for (const learner of attendance.learners) {
        if (userId !== undefined && userId !== null && String(learner.id) !== String(userId)) continue;
        if (!learner.authorized_activity_ids.includes(activityId)) learner.authorized_activity_ids.push(activityId);
      }
      return answer(classAttendanceSchema, attendance);
    },
    [`POST ${INSTRUCTOR_PATHS.eventResults}`]: () => {
      if (!attendance.can_publish_results) return apiError(409, 'results_not_awaited');
      Object.assign(attendance, { results_published: true, can_publish_results: false });
      attendance.class.status = 'finished';
      return answer(classAttendanceSchema, attendance);
    },
    ...(transmission === undefined
      ? {}
      : {
          [`GET ${LIVE_CLASS_PATHS.transmission}`]: () => answer(transmissionSchema, transmission),
          [`POST ${LIVE_CLASS_PATHS.transmission}`]: ({ body }) => {
            Object.assign(transmission, { transmission_status: (body as { status: string }).status });
            return answer(transmissionSchema, transmission);
          },
        }),
  });
  return Object.assign(api, { attendance });
}
