import { testAttemptSchema, testDocumentSchema } from '@campus/core/schemas';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startSession } from '../auth/token-issuer';
import { withTransaction } from '../db/transaction';
import { activityDocuments, catalogueUserStates, testAttempts, userClients, users } from '../db/schema';
import { insertActivities } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import { POSTGRES_SKIP_REASON, useTestApp } from '../test-support/test-app.test-util';

const LEARNERS = 200;

// PostgreSQL only: the point is many connections racing (PGlite runs one statement at a time anyway).
describe.skipIf(POSTGRES_SKIP_REASON !== null)(
  `Tests under load [postgres]: ${LEARNERS} learners submit at once`,
  () => {
    const context = useTestApp('postgres');

    it('scores every attempt once, each with its own answers', { timeout: 180_000 }, async () => {
      const { app } = context;
      const { db } = app.database;
      const fixture = await seedCatalogueFixture(app);
      const course = fixture.items.serviceCourse;
      const { test } = await insertActivities(db, course, { test: { title: 'Prova', type: 'conventional_test' } });
      await db.insert(activityDocuments).values({
        activityId: test,
        kind: 'test',
        document: testDocumentSchema.parse({
          maximum_attempts: 1,
          questions: [{ id: 'sky', type: 'true_false', text: 'O céu é azul?', correct: true }],
        }),
      });
      const learners = await db
        .insert(users)
        .values(
          Array.from({ length: LEARNERS }, (_, index) => ({
            username: `load-${index}`,
            fullName: `Load ${index}`,
            status: 'approved' as const,
            selectedClientId: fixture.clientId,
          })),
        )
        .returning({ id: users.id });
      await db
        .insert(userClients)
        .values(learners.map((learner) => ({ userId: learner.id, clientId: fixture.clientId })));
      await db
        .insert(catalogueUserStates)
        .values(learners.map((learner) => ({ userId: learner.id, itemId: course, enrolled: true })));
      const tokens: string[] = [];
      for (const learner of learners) {
        const { tokens: issued } = await withTransaction(db, (tx) =>
          startSession(tx, { userId: learner.id, oauthClientId: fixture.clientId, method: 'password' }, app.config),
        );
        tokens.push(issued.access_token);
      }
      const as = (token: string) => ({ authorization: `Bearer ${token}` });
      // Everyone starts and answers (half right, half wrong), then everyone submits at the same moment.
      const attempts = await Promise.all(
        tokens.map(async (token, index) => {
          const started = await app.inject({
            method: 'POST',
            url: `/api/activities/${test}/test/attempts/`,
            headers: as(token),
          });
          expect(started.statusCode, started.body).toBe(200);
          const attempt = testAttemptSchema.parse(started.json());
          const saved = await app.inject({
            method: 'PUT',
            url: `/api/test-attempts/${attempt.id}/answers/sky/`,
            headers: as(token),
            payload: { lease: attempt.lease, answer: index % 2 === 0 },
          });
          expect(saved.statusCode, saved.body).toBe(200);
          return attempt;
        }),
      );
      const submissions = await Promise.all(
        attempts.map((attempt, index) =>
          app.inject({
            method: 'POST',
            url: `/api/test-attempts/${attempt.id}/submit/`,
            headers: as(tokens[index] ?? ''),
            payload: { lease: attempt.lease },
          }),
        ),
      );
      for (const [index, response] of submissions.entries()) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ result: { score: index % 2 === 0 ? 100 : 0, number: 1 } });
      }
      const [scored] = await db
        .select({ value: count() })
        .from(testAttempts)
        .where(and(eq(testAttempts.activityId, test), isNotNull(testAttempts.submittedAt)));
      expect(scored?.value).toBe(LEARNERS);
      const [all] = await db.select({ value: count() }).from(testAttempts).where(eq(testAttempts.activityId, test));
      expect(all?.value).toBe(LEARNERS);
    });
  },
);
