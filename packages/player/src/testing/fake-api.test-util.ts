// The player's fake API for tests and stories: the activities list, the launch and the progress reports of the
// reference server (packages/server/src/catalogue/activities-route.ts, activities/content-origin/launch-routes.ts,
// activities/progress/progress-routes.ts) as a route table of the test kit, deciding completion with core's own
// rules like the server does. Test-only.
import { ACTIVITY_PATHS, API_PATHS, CATALOGUE_PATHS, PRESENTIAL_EVENT_PATHS, SENCE_PATHS } from '@campus/core/api';
import {
  activityStatusFromCompletion,
  courseProgress,
  courseStatus,
  documentCompletion,
  htmlCompletion,
  isActivityDone,
  mediaCompletion,
  mergeIntervals,
} from '@campus/core/rules';
import type { WatchedInterval } from '@campus/core/rules';
import {
  activityLaunchSchema,
  activityProgressResultSchema,
  courseActivitiesSchema,
  filesCompleteResponseSchema,
  learnerPresentialEventSchema,
  senceCourseSchema,
  senceFormSchema,
} from '@campus/core/schemas';
import type {
  ActivityProgressReport,
  CourseActivities,
  CourseActivity,
  LearnerPresentialEvent,
  SenceCourse,
} from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import { COURSE_ID, demoActivities } from './player-fixtures.test-util.js';

/** What the fake serves. */
export interface PlayerApiOptions {
  /** @default the demo course's five activities */
  activities?: CourseActivity[];
  /** @default 42 */
  courseId?: number;
  /** Whether the course unlocks its activities one after the other. @default false */
  sequential?: boolean;
  /** Whether the learner is enrolled in the course. @default true */
  enrolled?: boolean;
  /** Where launched content lives. @default 'https://content.campus.test' */
  contentOrigin?: string;
  /** Addresses of URL activities (YouTube, Vimeo…), by activity id: the launch answers them. */
  externalUrls?: Readonly<Record<string, string>>;
  /** The learner's in-person event the player's route names (`GET /api/presential-events/{id}/`). */
  presentialEvent?: LearnerPresentialEvent;
  /** More of the activities answer: a SENCE course's flags, an in-person course's status (issue 26). */
  course?: Pick<CourseActivities, 'sence_course' | 'sence_session_required' | 'presential_status'>;
  /** The SENCE course (`GET /api/online-courses/{id}/sence/`, and the session's start and close). */
  sence?: SenceCourse;
  fail?: FakeApiOptions['fail'];
}

/** Where the fake's SENCE start sends the browser. */
export const FAKE_SENCE_URL = 'https://sence.test/Registro/IniciarSesion';

/** The fake with the course's activities (reports change them). */
export type PlayerApi = FakeApi & { activities: CourseActivity[] };

/** Creates the fake. */
export function createPlayerApi(options: PlayerApiOptions = {}): PlayerApi {
  const activities = (options.activities ?? demoActivities()).map((activity) => ({ ...activity }));
  const courseId = options.courseId ?? COURSE_ID;
  const origin = options.contentOrigin ?? 'https://content.campus.test';
  const watched = new Map<string, WatchedInterval[]>();
  const furthest = new Map<string, number>();
  const find = (id: string | undefined) => activities.find((activity) => String(activity.id) === id);

  const progress = (activity: CourseActivity, report: ActivityProgressReport) => {
    const key = String(activity.id);
    let completion;
    if (report.kind === 'media') {
      const merged = mergeIntervals([...(watched.get(key) ?? []), ...report.watched]);
      watched.set(key, merged);
      completion = mediaCompletion({
        watched: merged,
        duration: report.duration ?? Number.NaN,
        ended: report.ended === true,
      });
    } else if (report.kind === 'document') {
      furthest.set(key, Math.max(furthest.get(key) ?? 0, report.page));
      completion = documentCompletion({ pageCount: report.page_count, furthestPage: furthest.get(key) ?? 0 });
    } else {
      completion = htmlCompletion({
        reportsCompletion: false,
        completionCalled: report.event === 'complete',
        visited: true,
      });
    }
    // Never behind what it was, like the server's store.
    if (!isActivityDone(activity.status)) {
      activity.status = activityStatusFromCompletion(completion, true);
      activity.progress = Math.max(activity.progress, completion.progress);
    }
    return answer(activityProgressResultSchema, {
      activity_id: Number(activity.id),
      status: activity.status,
      progress: activity.progress,
      course: { id: courseId, status: courseStatus(activities), progress: courseProgress(activities) },
    });
  };

  const api = createFakeApi(
    {
      [`GET ${CATALOGUE_PATHS.activities}`]: ({ params }) =>
        String(params['id']) === String(courseId)
          ? answer(courseActivitiesSchema, {
              course_id: courseId,
              sequential: options.sequential ?? false,
              enrolled: options.enrolled ?? true,
              ...options.course,
              activities: activities.map((activity) => ({ ...activity })),
            })
          : apiError(404, 'not_found_or_forbidden'),
      [`POST ${ACTIVITY_PATHS.launch}`]: ({ params }) => {
        const activity = find(params['activity_id']);
        if (activity === undefined) return apiError(404, 'not_found_or_forbidden');
        const external = options.externalUrls?.[String(activity.id)];
        const base = `${origin}/${String(activity.id)}/token/`;
        return answer(activityLaunchSchema, {
          url: external ?? `${base}content`,
          base_url: base,
          expires_at: new Date(Date.UTC(2030, 0, 1)).toISOString(),
        });
      },
      [`POST ${ACTIVITY_PATHS.progress}`]: ({ params, body }) => {
        const activity = find(params['activity_id']);
        if (activity === undefined) return apiError(404, 'not_found_or_forbidden');
        return progress(activity, body as ActivityProgressReport);
      },
      [`GET ${PRESENTIAL_EVENT_PATHS.event}`]: ({ params }) =>
        options.presentialEvent !== undefined && String(params['id']) === String(options.presentialEvent.id)
          ? answer(learnerPresentialEventSchema, options.presentialEvent)
          : apiError(404, 'not_found_or_forbidden'),
      [`GET ${SENCE_PATHS.course}`]: () =>
        options.sence === undefined
          ? apiError(404, 'not_found_or_forbidden')
          : answer(senceCourseSchema, options.sence),
      [`POST ${SENCE_PATHS.start}`]: ({ body }) =>
        answer(senceFormSchema, {
          action: FAKE_SENCE_URL,
          method: 'post',
          fields: [{ name: 'RunAlumno', value: String((body as { run?: unknown } | undefined)?.run ?? '') }],
        }),
      [`POST ${API_PATHS.filesComplete}`]: ({ form }) => {
        const url = String(form?.['url'] ?? '');
        const activity = activities.find((entry) => url.startsWith(`${origin}/${String(entry.id)}/`));
        if (activity === undefined) return apiError(403, 'not_found_or_forbidden');
        activity.status = 'finished';
        activity.progress = 100;
        return answer(filesCompleteResponseSchema, {
          activity_id: Number(activity.id),
          status: activity.status,
          progress: activity.progress,
          course: { id: courseId, status: courseStatus(activities), progress: courseProgress(activities) },
        });
      },
    },
    { fail: (method, path, request) => options.fail?.(method, path, request) },
  );
  return Object.assign(api, { activities });
}
