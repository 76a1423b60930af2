import { INSTRUCTOR_PATHS } from '@campus/core/api';
import {
  authorizationWriteSchema,
  classAttendanceSchema,
  instructorClassListSchema,
  presenceWriteSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../db/transaction';
import { errorResponses } from '../http/error-body';
import { requestScope } from '../shared/request-scope';
import { classWire, readClassAttendance } from './class-attendance';
import { publishActivityUnlocked } from './class-realtime';
import { findTaughtClass, listTaughtClasses } from './class-records';
import type { ClassRefParams } from './class-records';
import { authorizeClassActivity, publishResults, setPresence } from './class-writes';

const tags = ['instructors'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const classParams = z.object({ id });
const presenceParams = z.object({ id, user_id: id });

const TAUGHT =
  'Only a class the caller teaches (`class_instructors`); any other — unknown, another client’s, another ' +
  'instructor’s — answers 404 `not_found_or_forbidden`.';

/**
 * The instructors' routes (spec §6; docs/server.md "Instructors"): their classes, a class's attendance, presence per
 * learner, activities authorised for the class or a learner (announced in real time to the learners), and an
 * in-person event's results. Declared for the `instructor` role by the domain's index.
 */
export const instructorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INSTRUCTOR_PATHS.classes,
    {
      schema: {
        tags,
        summary: 'The classes the caller teaches',
        description: 'Live classes, webinars and in-person events the caller teaches, soonest first, with counts.',
        response: { 200: instructorClassListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      const { db } = app.database;
      const records = await listTaughtClasses(db, scope, request.locale);
      return { results: await Promise.all(records.map((record) => classWire(db, record))) };
    },
  );

  for (const kind of ['item', 'event'] as const) {
    const paths =
      kind === 'item'
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
    const noun = kind === 'item' ? 'a live class’s or webinar’s' : 'an in-person event’s';
    const ref = (params: { id: number }): ClassRefParams => ({ kind, id: params.id });

    app.get(
      paths.one,
      {
        schema: {
          tags,
          summary: `The attendance of ${noun} class`,
          description: `Enrolled learners with their presence and authorisations, and the activities. ${TAUGHT}`,
          params: classParams,
          response: { 200: classAttendanceSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        const { db } = app.database;
        return readClassAttendance(db, await findTaughtClass(db, scope, ref(request.params), request.locale));
      },
    );

    app.put(
      paths.presence,
      {
        schema: {
          tags,
          summary: `Validates a learner’s presence in ${noun} class`,
          description:
            '`present: true` validates the presence, `false` marks an absence; audited. 404 for a learner not ' +
            `enrolled; 409 \`presence_closed\` once an event's results are published or it was canceled. ${TAUGHT}`,
          params: presenceParams,
          body: presenceWriteSchema,
          response: { 200: classAttendanceSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        return withTransaction(app.database.db, async (tx) => {
          const record = await findTaughtClass(tx, scope, ref(request.params));
          await setPresence(tx, scope, record, request.params.user_id, request.body.present);
          return readClassAttendance(tx, record);
        });
      },
    );

    app.post(
      paths.authorizations,
      {
        schema: {
          tags,
          summary: `Authorises an activity in ${noun} class`,
          description:
            'Unlocks an activity awaiting the instructor for every enrolled learner (no `user_id`) or one; each ' +
            'learner whose activity unlocked hears `activity_unlocked` in their realtime area. Idempotent; audited. ' +
            `422 \`activity_not_awaiting_instructor\` for an activity that needs no authorisation. ${TAUGHT}`,
          params: classParams,
          body: authorizationWriteSchema,
          response: { 200: classAttendanceSchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        const activityId = Number(request.body.activity_id);
        const learnerId =
          request.body.user_id === undefined || request.body.user_id === null ? null : Number(request.body.user_id);
        const { answer, unlocked, itemId } = await withTransaction(app.database.db, async (tx) => {
          const record = await findTaughtClass(tx, scope, ref(request.params));
          const learners = await authorizeClassActivity(tx, scope, record, activityId, learnerId);
          return { answer: await readClassAttendance(tx, record), unlocked: learners, itemId: record.itemId };
        });
        await publishActivityUnlocked(app.realtime, { itemId, activityId, learnerIds: unlocked }, request.log);
        return answer;
      },
    );
  }

  app.post(
    INSTRUCTOR_PATHS.eventResults,
    {
      schema: {
        tags,
        summary: 'Publishes an in-person event’s results',
        description:
          'Awaiting results → finished: learners see their presence, or an absence where none was validated. ' +
          `409 \`results_not_awaited\` unless the event awaits its results; audited. ${TAUGHT}`,
        params: classParams,
        response: { 200: classAttendanceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      return withTransaction(app.database.db, async (tx) => {
        const record = await findTaughtClass(tx, scope, { kind: 'event', id: request.params.id });
        await publishResults(tx, scope, record);
        return readClassAttendance(tx, { ...record, status: 'finished' });
      });
    },
  );
};
