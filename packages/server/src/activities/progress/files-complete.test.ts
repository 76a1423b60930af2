import { filesCompleteResponseSchema } from '@campus/core/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { catalogueUserStates } from '../../db/schema';
import { multipart } from '../../loyalty/loyalty-test-helpers.test-util';
import { expectApiError, insertActivities, setActivityState } from '../../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture } from '../../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { LAUNCH_TOKEN_TTL_SECONDS, signLaunchToken } from '../content-origin/launch-token';

const CONTENT_ORIGIN = 'https://content.campus.test';

describeEachDatabase('POST /api/files/complete/', (kind) => {
  const context = useTestApp(kind, { config: { contentOrigin: CONTENT_ORIGIN } });
  let fixture: CatalogueFixture;
  let ids: Record<'flash' | 'pdf' | 'blocked', number>;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    ids = await insertActivities(db, fixture.items.salesCourse, {
      flash: { title: 'Animação', type: 'flash' },
      pdf: { title: 'Apostila', type: 'pdf' },
      blocked: { title: 'Outra animação', type: 'flash' },
    });
    await setActivityState(db, fixture.ana.id, ids.blocked, { status: 'blocked', blockedReason: 'block_test_failed' });
  }, 60_000);

  /** A launch URL of the activity's file for the user, as the launch route issues it. */
  const launchUrl = (
    activityId: number,
    userId: number,
    expiresAt = Math.floor(Date.now() / 1000) + LAUNCH_TOKEN_TTL_SECONDS,
  ) =>
    `${CONTENT_ORIGIN}/${activityId}/${signLaunchToken(context.app.config.tokenPepper, { activityId, userId, expiresAt })}/aula.swf`;
  const complete = (url: string) => {
    const body = multipart({ url });
    return context.app.inject({
      method: 'POST',
      url: '/api/files/complete/',
      headers: { 'content-type': body.contentType, 'accept-language': 'pt-BR' },
      payload: body.payload,
    });
  };
  const expectError = expectApiError;

  it('completes a Flash activity for the learner the launch URL names, without a session, and moves the course', async () => {
    const response = await complete(launchUrl(ids.flash, fixture.ana.id));
    expect(response.statusCode, response.body).toBe(200);
    const answer = filesCompleteResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ activity_id: ids.flash, status: 'finished', progress: 100 });
    // One of three counted activities done (the blocked one counts as its own progress, 0).
    expect(answer.course).toEqual({ id: fixture.items.salesCourse, status: 'blocked', progress: 33 });
    const [course] = await context.database.db
      .select({ progress: catalogueUserStates.progress })
      .from(catalogueUserStates)
      .where(
        and(eq(catalogueUserStates.userId, fixture.ana.id), eq(catalogueUserStates.itemId, fixture.items.salesCourse)),
      );
    expect(course?.progress).toBe(33);
  });

  it('refuses forged, expired and foreign URLs, blocked activities and types not completed by a download', async () => {
    const valid = launchUrl(ids.flash, fixture.ana.id);
    expectError(await complete(valid.replace(CONTENT_ORIGIN, 'https://evil.test')), 403, 'not_found_or_forbidden');
    expectError(await complete(valid.replace(`/${ids.flash}/`, `/${ids.pdf}/`)), 403, 'not_found_or_forbidden');
    expectError(await complete(launchUrl(ids.flash, fixture.ana.id, 1000)), 403, 'not_found_or_forbidden');
    expectError(await complete(launchUrl(ids.flash, fixture.carl.id)), 403, 'not_found_or_forbidden');
    // Blocked by its test: the lock reason is the code.
    expectError(await complete(launchUrl(ids.blocked, fixture.ana.id)), 403, 'block_test_failed');
    expectError(await complete(launchUrl(ids.pdf, fixture.ana.id)), 422, 'progress_not_supported');
  });

  it('answers 4xx, never 500, to bad bodies', async () => {
    expectError(await complete('not a url'), 400, 'invalid_request');
    const json = await context.app.inject({ method: 'POST', url: '/api/files/complete/', payload: { url: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = multipart({});
    const none = await context.app.inject({
      method: 'POST',
      url: '/api/files/complete/',
      headers: { 'content-type': empty.contentType },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
  });
});
