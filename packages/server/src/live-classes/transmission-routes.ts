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
import { readTransmissionRecord, transmissionWire } from './transmission-reader';
import type { TransmissionItemType } from './transmission-reader';
import { publishTransmissionChange } from './transmission-realtime';

const tags = ['live classes'];

/** The kinds with a transmission. */
const TRANSMISSION_ITEM_KINDS = [CATALOGUE_KINDS.live_class, CATALOGUE_KINDS.webinar] as const;

/** Staff who may move any class's transmission of their client (superusers hold every role). */
function isStaff(user: AuthUser): boolean {
  return hasRole(user, 'platform_admin') || hasRole(user, 'programme_admin');
}

/** Whether the caller may move the class's transmission: staff, or an instructor assigned to it. */
async function mayMove(db: CampusDb, user: AuthUser, scope: RequestScope, itemId: number): Promise<boolean> {
  if (isStaff(user)) return true;
  return hasRole(user, 'instructor') && isInstructorOf(db, scope, { itemId });
}

/**
 * `GET /api/{live-classes|webinars}/{id}/transmission/` for anyone signed in (the kind's module on): the
 * transmission as the caller sees it (docs/server.md "Live classes").
 */
export const transmissionReadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of TRANSMISSION_ITEM_KINDS) {
    app.get(
      kindPath(LIVE_CLASS_PATHS.transmission, kind),
      {
        schema: {
          tags,
          summary: `The transmission of a ${kind.type.replace('_', ' ')}`,
          description:
            'Phase (`waiting`, `live`, `finished`: past its end a class is finished even when nobody moved it), the ' +
            'class status of spec §4, the current or next occurrence, the stream while live and the recording after ' +
            '(to subscribers and the class’s instructors), and the realtime area of its `transmission` events.',
          params: catalogueIdParamsSchema,
          response: { 200: transmissionSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await requestScope(request);
        requireModule(scope, kind.modules);
        const type = kind.type as TransmissionItemType;
        const record = await readTransmissionRecord(app.database.db, scope, type, request.params.id);
        if (!record) throw new ApiError(404, 'not_found_or_forbidden');
        const manager = await mayMove(app.database.db, request.user as AuthUser, scope, record.item.id);
        return transmissionWire(record, scope, request.locale, Date.now(), manager);
      },
    );
  }
};

/**
 * `POST /api/{live-classes|webinars}/{id}/transmission/` for the class's instructors and staff: moves the
 * transmission, retry-safe, and announces it in the class's realtime area.
 */
export const transmissionMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of TRANSMISSION_ITEM_KINDS) {
    const path = kindPath(LIVE_CLASS_PATHS.transmission, kind);
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Moves the transmission of a ${kind.type.replace('_', ' ')}`,
          description:
            '`{ status: waiting | live | finished }`, by an instructor of the class or staff (programme or platform ' +
            'administrator). Another instructor’s class is 404 `not_found_or_forbidden`, like an unknown one; a ' +
            'finished class (spec §4) cannot go live again (409 `class_finished`). Moving to the phase it has changes ' +
            'nothing. Announced as a `transmission` realtime event `{ item_id, transmission_status, live_class_status }` ' +
            'in the answer’s `realtime_area`.',
          headers: idempotencyHeadersSchema,
          params: catalogueIdParamsSchema,
          body: transmissionMoveSchema,
          response: { 200: transmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const scope = await requestScope(request);
        requireModule(scope, kind.modules);
        const user = request.user as AuthUser;
        const itemId = request.params.id;
        if (!(await mayMove(app.database.db, user, scope, itemId))) throw new ApiError(404, 'not_found_or_forbidden');
        const type = kind.type as TransmissionItemType;
        let changed = false;
        return sendIdempotent(request, reply, {
          scope: idempotencyScope('POST', path),
          requestHash: hashJson({ id: itemId, body: request.body }),
          status: 200,
          schema: transmissionSchema,
          work: async (tx) => {
            const now = new Date();
            const result = await moveTransmission(tx, scope, { type, itemId, status: request.body.status }, now);
            changed = result.changed;
            return transmissionWire(result.record, scope, request.locale, now.getTime(), true);
          },
          afterCommit: (answer) => {
            if (!changed) return;
            void publishTransmissionChange(
              app.realtime,
              scope.clientId,
              {
                item_id: itemId,
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
