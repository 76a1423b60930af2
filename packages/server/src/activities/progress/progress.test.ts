import { activityProgressResultSchema } from '@campus/core/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { catalogueUserStates } from '../../db/schema';
import {
  commitScorm,
  enrol,
  expectApiError,
  insertActivities,
  setActivityState,
} from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';

describeEachDatabase('Activity progress: POST /api/activities/{activity_id}/progress/', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let ids: Record<'video' | 'pdf' | 'html' | 'ppt' | 'scorm', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const { salesCourse } = fixture.items;
    ids = await insertActivities(db, salesCourse, {
      video: { title: 'Vídeo', type: 'video' },
      pdf: { title: 'Apostila', type: 'pdf' },
      html: { title: 'Página', type: 'html' },
      ppt: { title: 'Slides', type: 'ppt' },
      scorm: { title: 'Pacote', type: 'scorm' },
    });
    // Bia is enrolled too, with the slides blocked by a failed block test.
    await enrol(db, fixture.bia.id, salesCourse);
    await setActivityState(db, fixture.bia.id, ids.ppt, { status: 'blocked', blockedReason: 'block_test_failed' });
  }, 60_000);

  const post = (user: FixtureUser, id: number | string, payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url: `/api/activities/${id}/progress/`,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR' },
      payload: payload as Record<string, unknown>,
    });
  const ok = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return activityProgressResultSchema.parse(response.json());
  };
  const expectError = expectApiError;
  const courseRow = async (user: FixtureUser) => {
    const [row] = await context.database.db
      .select({ status: catalogueUserStates.status, progress: catalogueUserStates.progress })
      .from(catalogueUserStates)
      .where(and(eq(catalogueUserStates.userId, user.id), eq(catalogueUserStates.itemId, fixture.items.salesCourse)));
    return row;
  };

  it('does not complete media on a seek to the end, and completes it once 90 % was played', async () => {
    // A seek to the end: the player reports only what it played, and `ended`; the length is known.
    const seek = await ok(
      await post(fixture.ana, ids.video, { kind: 'media', watched: [[0, 10]], duration: 100, ended: true }),
    );
    expect(seek).toMatchObject({ status: 'in_progress', progress: 10 });
    expect(seek.course).toMatchObject({ status: 'in_progress' });
    // Intervals are merged with the stored ones: 10 + 80 (overlapping 5 s) is 85 s watched.
    const more = await ok(await post(fixture.ana, ids.video, { kind: 'media', watched: [[5, 85]], duration: 100 }));
    expect(more).toMatchObject({ status: 'in_progress', progress: 85 });
    const done = await ok(await post(fixture.ana, ids.video, { kind: 'media', watched: [[85, 90]], duration: 100 }));
    expect(done).toMatchObject({ status: 'finished', progress: 100 });
  });

  it('never goes back: a later smaller report keeps the activity finished', async () => {
    const again = await ok(await post(fixture.ana, ids.video, { kind: 'media', watched: [[0, 1]], duration: 200 }));
    expect(again).toMatchObject({ status: 'finished', progress: 100 });
  });

  it('completes a PDF on its last page, after progress on the pages before', async () => {
    const middle = await ok(await post(fixture.ana, ids.pdf, { kind: 'document', page: 5, page_count: 20 }));
    expect(middle).toMatchObject({ status: 'in_progress', progress: 25 });
    const back = await ok(await post(fixture.ana, ids.pdf, { kind: 'document', page: 2, page_count: 20 }));
    expect(back).toMatchObject({ status: 'in_progress', progress: 25 });
    const last = await ok(await post(fixture.ana, ids.pdf, { kind: 'document', page: 20, page_count: 20 }));
    expect(last).toMatchObject({ status: 'finished', progress: 100 });
  });

  it('completes an HTML package on its visit, and moves the course to finished after the last activity', async () => {
    const html = await ok(await post(fixture.ana, ids.html, { kind: 'html', event: 'visit' }));
    expect(html).toMatchObject({ status: 'finished', progress: 100 });
    expect(html.course.status).toBe('in_progress');
    await ok(await post(fixture.ana, ids.ppt, { kind: 'document', page: 3, page_count: 3 }));
    expect(await courseRow(fixture.ana)).toEqual({ status: 'in_progress', progress: 80 });
    // The SCORM activity completes through its run-time commits, which move the course too.
    const commit = await commitScorm(context.app, fixture.ana, ids.scorm, {
      sco: 'item_1',
      version: 'scorm12',
      cmi: { core: { lesson_status: 'completed' } },
    });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(await courseRow(fixture.ana)).toEqual({ status: 'finished', progress: 100 });
  });

  it('refuses a blocked activity, another client’s, and a report that does not fit the type', async () => {
    expectError(
      await post(fixture.bia, ids.ppt, { kind: 'document', page: 1, page_count: 3 }),
      403,
      'block_test_failed',
    );
    expectError(
      await post(fixture.carl, ids.pdf, { kind: 'document', page: 1, page_count: 3 }),
      404,
      'not_found_or_forbidden',
    );
    expectError(await post(fixture.bia, ids.pdf, { kind: 'html', event: 'visit' }), 422, 'progress_not_supported');
    expectError(await post(fixture.bia, ids.scorm, { kind: 'html', event: 'visit' }), 422, 'progress_not_supported');
  });

  it('answers 400, never 500, to bad bodies', async () => {
    const bodies: unknown[] = [
      {},
      { kind: 'media', watched: 'all', duration: 10 },
      { kind: 'media', watched: [[0, Number.MAX_VALUE]], duration: 10 },
      { kind: 'media', watched: [[0, 1]], duration: -1 },
      { kind: 'media', watched: Array.from({ length: 1001 }, () => [0, 1]), duration: 10 },
      { kind: 'document', page: 0, page_count: 3 },
      { kind: 'document', page: 1.5, page_count: 3 },
      { kind: 'html', event: 'finish' },
      { kind: 'percent', progress: 100 },
    ];
    for (const body of bodies) expectError(await post(fixture.bia, ids.pdf, body), 400, 'invalid_request');
    expectError(await post(fixture.bia, 'abc', { kind: 'html', event: 'visit' }), 400, 'invalid_request');
  });
});
