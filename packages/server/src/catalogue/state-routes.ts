import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_KINDS, kindPath } from './catalogue-kinds';
import type { CatalogueKind } from './catalogue-kinds';
import { requestScope, requireModule } from '../shared/request-scope';
import type { RequestScope } from '../shared/request-scope';
import { findItem } from './item-reader';
import type { ItemRecord } from './item-reader';
import { setEnrolled, setFavorite, subscribe, unsubscribe } from './user-state-writer';
import { assertPresentialEnrolmentAllowed } from '../instructors/presential-enrolment';
import { announceSeatsChange } from '../live-classes/seat-announcements';
import { refuseInstructorEnrolment } from '../live-classes/class-teachers';
import { CATALOGUE_PATHS } from '@campus/core/api';
import { catalogueIdParamsSchema } from '@campus/core/schemas';
import type { CampusApp } from '../http/campus-app';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { KIND_WIRE } from './kind-wire';

/** A write on the caller's state in an item, given the visible item. */
type StateWrite = (app: CampusApp, scope: RequestScope, item: ItemRecord) => Promise<void>;

/** Registers `POST` (on) and `DELETE` (off) of one state action of a kind; both answer the item as it is now. */
function registerToggle(
  app: CampusApp,
  kind: CatalogueKind,
  action: string,
  summary: { on: string; off: string; description: string },
  writes: { on: StateWrite; off: StateWrite },
  conflicts: boolean,
): void {
  const wire = KIND_WIRE[kind.type];
  for (const [method, write, text] of [
    ['POST', writes.on, summary.on],
    ['DELETE', writes.off, summary.off],
  ] as const) {
    app.route({
      method,
      // Not in core's path table (see docs/server.md "Layout"): the item's detail path and the action.
      url: `${kindPath(CATALOGUE_PATHS.detail, kind)}${action}/`,
      schema: {
        tags: ['catalogue'],
        summary: text,
        description: summary.description,
        params: catalogueIdParamsSchema,
        response: {
          200: wire.schema,
          ...(conflicts ? errorResponses(400, 401, 403, 404, 409, 422) : errorResponses(400, 401, 403, 404)),
        },
      },
      handler: async (request) => {
        const scope = await requestScope(request);
        requireModule(scope, kind.modules);
        const { db } = app.database;
        const item = await findItem(db, scope, kind.type, request.params.id);
        if (!item) throw new ApiError(404, 'not_found_or_forbidden');
        await write(app, scope, item);
        const updated = await findItem(db, scope, kind.type, item.id);
        if (!updated) throw new ApiError(404, 'not_found_or_forbidden');
        return wire.toWire(updated, request.locale);
      },
    });
  }
}

/**
 * The caller's writes on catalogue items (spec §2 "what screens let a user do", §4): favourite every kind
 * (`/favorite/`), enrol in courses, trails and presential courses (`/enrol/`), subscribe to live classes and
 * webinars with their seats (`/subscribe/`). `POST` turns on, `DELETE` turns off; both are idempotent and
 * answer the item with the caller's new state.
 */
export const catalogueStateRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of Object.values(CATALOGUE_KINDS)) {
    registerToggle(
      app,
      kind,
      'favorite',
      { on: 'Marks a favourite', off: 'Unmarks a favourite', description: 'Only the caller’s own favourites.' },
      {
        on: (app, scope, item) => setFavorite(app.database.db, scope, item.id, true),
        off: (app, scope, item) => setFavorite(app.database.db, scope, item.id, false),
      },
      false,
    );
    if (kind.enrolment === 'enrol') {
      registerToggle(
        app,
        kind,
        'enrol',
        {
          on: 'Enrols the caller',
          off: 'Unenrols the caller',
          description:
            kind.type === 'presential_course'
              ? 'Spec §4 enrolled/unenrolled. In-person courses: 409 `instructor_of_class` for an instructor of the ' +
                'course or one of its events; (§8) 422 `enrolment_closed` when the status takes no ' +
                'enrolments, 409 `already_enrolled_in_catalog` (enrolled or certified in another course of the ' +
                'same presential catalogue), 409 `already_certified_event_type` (a certificate for this event type).'
              : 'Spec §4 enrolled/unenrolled.',
        },
        {
          on: async (app, scope, item) => {
            // Issue 26: an in-person course refuses its own instructors (409 `instructor_of_class`), by its status
            // and the two §8 refusals (src/instructors).
            if (item.type === 'presential_course') {
              await refuseInstructorEnrolment(app.database.db, scope, item.id);
              await assertPresentialEnrolmentAllowed(app.database.db, scope, item);
            }
            await setEnrolled(app.database.db, scope, item.id, true);
          },
          off: (app, scope, item) => setEnrolled(app.database.db, scope, item.id, false),
        },
        kind.type === 'presential_course',
      );
    } else if (kind.enrolment === 'subscribe') {
      registerToggle(
        app,
        kind,
        'subscribe',
        {
          on: 'Subscribes the caller, taking a seat',
          off: 'Cancels the caller’s subscription, giving the seat back',
          description:
            '409 `no_vacancies` (“Vagas esgotadas”) when every seat is taken — of two callers racing for the ' +
            'last seat exactly one wins; 409 `subscription_closed` when the transmission is not open ' +
            '(subscribing) or already finished (cancelling); 409 `instructor_of_class` for an instructor of the class.',
        },
        {
          // Issue 26: the class's viewers hear its seats changed (status "no vacancy" in real time).
          on: async (app, scope, item) => {
            // Issue 26: the class's instructors take part as instructors, not as learners.
            await refuseInstructorEnrolment(app.database.db, scope, item.id);
            await subscribe(app.database.db, scope, item.id);
            await announceSeatsChange(app, scope, item, app.log);
          },
          off: async (app, scope, item) => {
            await unsubscribe(app.database.db, scope, item.id);
            await announceSeatsChange(app, scope, item, app.log);
          },
        },
        true,
      );
    }
  }
};
