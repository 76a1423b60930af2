import { LIVE_CLASS_PATHS } from '@campus/core/api';
import { catalogueIdParamsSchema, transmissionMoveSchema, transmissionSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_KINDS, kindPath } from '../catalogue/catalogue-kinds';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../http/idempotency';
import { isInstructorOf } from '../instructors/instructor-access';
import { hasRole } from '../security/roles';
import type { AuthUser } from '../shared/fastify-user';
import { requestScope, requireModule } from '../shared/request-scope';
import type { RequestScope } from '../shared/request-scope';
import type { CampusDb } from '../db/database';
import { moveTransmission } from './transmission-moves';
import { holderKeys, readTransmissionRecord, transmissionWire } from './transmission-reader';
import type { TransmissionHolder, TransmissionItemType, TransmissionRecord } from './transmission-reader';
import { publishTransmissionChange } from './transmission-realtime';

const tags = ['live classes'];

/**
 * A route's holder: its path, the modules it needs, its name in the docs, and the holder an `:id` names — a live
 * class or webinar by its item, an in-person course's live class or webinar event by the event.
 */
interface HolderRoute {
  readonly path: string;
  readonly modules: readonly string[];
  readonly name: string;
  readonly holder: (id: number) => TransmissionHolder;
}

/** The holders with a transmission. */
const HOLDER_ROUTES: readonly HolderRoute[] = [
  ...[CATALOGUE_KINDS.live_class, CATALOGUE_KINDS.webinar].map((kind) => ({
    path: kindPath(LIVE_CLASS_PATHS.transmission, kind),
    modules: kind.modules,
    name: kind.type.replace('_', ' '),
    holder: (itemId: number) => ({ type: kind.type as TransmissionItemType, itemId }),
  })),
  {
    path: kindPath(LIVE_CLASS_PATHS.transmission, { segment: 'presential-events' }),
    modules: CATALOGUE_KINDS.presential_course.modules,
    name: 'live class or webinar event of an in-person course',
    holder: (eventId: number) => ({ type: 'presential_event', eventId }),
  },
];

/** Staff who may move any class's transmission of their client (superusers hold every role). */
function isStaff(user: AuthUser): boolean {
  return hasRole(user, 'platform_admin') || hasRole(user, 'programme_admin');
}

/**
 * Whether the caller may move the holder's transmission: staff, or an instructor assigned to it (for an event: to
 * the event or to its whole course).
 */
async function mayMove(
  db: CampusDb,
  user: AuthUser,
  scope: RequestScope,
  record: TransmissionRecord,
): Promise<boolean> {
  if (isStaff(user)) return true;
  return hasRole(user, 'instructor') && isInstructorOf(db, scope, holderKeys(record));
}

/**
 * `GET /api/{live-classes|webinars|presential-events}/{id}/transmission/` for anyone signed in (the kind's module
 * on): the transmission as the caller sees it (docs/server.md "Live classes").
 */
export const transmissionReadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of HOLDER_ROUTES) {
    app.get(
      route.path,
      {
        schema: {
          tags,
          summary: `The transmission of a ${route.name}`,
          description:
            'Phase (`waiting`, `live`, `finished`: past its end a class is finished even when nobody moved it), the ' +
            'class status of spec §4, the current or next occurrence, the stream while live and the recording after ' +
            '(to subscribers — for an event, the learners enrolled in its course — and the class’s instructors), and ' +
            'the realtime area of its `transmission` events. An in-person class event has none (404).',
          params: catalogueIdParamsSchema,
          response: { 200: transmissionSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        requireModule(scope, route.modules);
        const record = await readTransmissionRecord(app.database.db, scope, route.holder(request.params.id));
        if (!record) throw new ApiError(404, 'not_found_or_forbidden');
        const manager = await mayMove(app.database.db, request.user as AuthUser, scope, record);
        return transmissionWire(record, scope, request.locale, Date.now(), manager);
      },
    );
  }
};

/**
 * `POST /api/{live-classes|webinars|presential-events}/{id}/transmission/` for the class's instructors and staff:
 * moves the transmission, retry-safe, and announces it in the holder's realtime area.
 */
export const transmissionMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of HOLDER_ROUTES) {
    app.post(
      route.path,
      {
        schema: {
          tags,
          summary: `Moves the transmission of a ${route.name}`,
          description:
            '`{ status: waiting | live | finished }`, by an instructor of the class (for an event: of the event or ' +
            'its whole course) or staff (programme or platform administrator). Another instructor’s class is 404 ' +
            '`not_found_or_forbidden`, like an unknown one; a finished class (spec §4; a finished or canceled ' +
            'event) cannot go live again (409 `class_finished`). Moving to the phase it has changes nothing. ' +
            'Announced as a `transmission` realtime event `{ item_id, event_id, transmission_status, ' +
            'live_class_status }` in the answer’s `realtime_area`.',
          headers: idempotencyHeadersSchema,
          params: catalogueIdParamsSchema,
          body: transmissionMoveSchema,
          response: { 200: transmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const scope = await requestScope(request);
        requireModule(scope, route.modules);
        const user = request.user as AuthUser;
        const holder = route.holder(request.params.id);
        const found = await readTransmissionRecord(app.database.db, scope, holder);
        if (!found || !(await mayMove(app.database.db, user, scope, found))) {
          throw new ApiError(404, 'not_found_or_forbidden');
        }
        let changed = false;
        return sendIdempotent(request, reply, {
          scope: idempotencyScope('POST', route.path),
          requestHash: hashJson({ id: request.params.id, body: request.body }),
          status: 200,
          schema: transmissionSchema,
          work: async (tx) => {
            const now = new Date();
            const result = await moveTransmission(tx, scope, holder, request.body.status, now);
            changed = result.changed;
            return transmissionWire(result.record, scope, request.locale, now.getTime(), true);
          },
          afterCommit: (answer) => {
            if (!changed) return;
            void publishTransmissionChange(
              app.realtime,
              scope.clientId,
              {
                item_id: Number(answer.item_id),
                event_id: answer.event_id === null ? null : Number(answer.event_id),
                transmission_status: answer.transmission_status,
                live_class_status: answer.live_class_status,
              },
              request.log,
            );
          },
        });
      },
    );
  }
};
