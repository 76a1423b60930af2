import type { ActivityBlockReason, ActivityStatus } from '@campus/core/rules';
import type { LightMyRequestResponse } from 'fastify';
import type { CampusApp } from '../app';
import { expect } from 'vitest';
import type { CampusDb } from '../db/database';
import { activityUserStates, catalogueUserStates, courseActivities } from '../db/schema';
import type { CourseActivityRow } from '../db/schema';

/*
 * The setup the activity tests (SCORM run-time, progress, files complete, player access) share: activities of a
 * course by name, a learner enrolled in it, a learner's stored state in an activity, a SCORM commit, and the
 * `{ code, message }` check of a refusal.
 */

/** One activity to insert: its course is given once for all, its position follows the order given unless set. */
export type ActivitySpec = Pick<CourseActivityRow, 'title' | 'type'> &
  Partial<Pick<CourseActivityRow, 'hierarchyOrder' | 'requiresAuthorization' | 'durationMinutes'>>;

/**
 * Inserts the activities of `courseId` (positions 1, 2 … in the order given, unless set) and answers their ids by
 * name.
 * @example const ids = await insertActivities(db, course, { scorm: { title: 'Módulo', type: 'scorm' } })
 */
export async function insertActivities<const Name extends string>(
  db: CampusDb,
  courseId: number,
  activities: Readonly<Record<Name, ActivitySpec>>,
): Promise<Record<Name, number>> {
  const entries = Object.entries(activities) as [Name, ActivitySpec][];
  const rows = await db
    .insert(courseActivities)
    .values(entries.map(([, spec], index) => ({ courseId, hierarchyOrder: index + 1, ...spec })))
    .returning({ id: courseActivities.id });
  return Object.fromEntries(entries.map(([name], index) => [name, rows[index]?.id ?? 0])) as Record<Name, number>;
}

/** Enrols (or, for a webinar or live class, subscribes) the user in the item, as the catalogue's writes store it. */
export async function enrol(db: CampusDb, userId: number, itemId: number): Promise<void> {
  await db
    .insert(catalogueUserStates)
    .values({ userId, itemId, enrolled: true })
    .onConflictDoUpdate({ target: [catalogueUserStates.userId, catalogueUserStates.itemId], set: { enrolled: true } });
}

/** Stores the user's state in an activity (a `blocked` one needs its reason). */
export async function setActivityState(
  db: CampusDb,
  userId: number,
  activityId: number,
  state: { status: ActivityStatus; progress?: number; blockedReason?: ActivityBlockReason },
): Promise<void> {
  const values = { status: state.status, progress: state.progress ?? 0, blockedReason: state.blockedReason ?? null };
  await db
    .insert(activityUserStates)
    .values({ userId, activityId, ...values })
    .onConflictDoUpdate({ target: [activityUserStates.userId, activityUserStates.activityId], set: values });
}

/** Checks a refusal's status and `{ code, message }` (a real message, not the code) and answers its body. */
export function expectApiError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): { code: string; message: string; details?: Record<string, unknown> } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ code: string; message: string; details?: Record<string, unknown> }>();
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toBe(code);
  return body;
}

/** A SCORM commit as the player's SCORM API sends it (`PUT /api/activities/{id}/runtime/`), as `user`. */
export function commitScorm(
  app: { inject: CampusApp['inject'] },
  user: { readonly token: string },
  activityId: number | string,
  commit: {
    readonly sco: string;
    readonly version?: 'scorm12' | 'scorm2004';
    readonly attempt?: number;
    readonly sequence?: number;
    readonly cmi: Record<string, unknown>;
  },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: `/api/activities/${activityId}/runtime/`,
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR', ...headers },
    payload: { version: 'scorm2004', attempt: 1, sequence: 1, ...commit },
  });
}
