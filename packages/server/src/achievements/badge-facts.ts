import { TRAINING_DONE_STATUSES } from '@campus/core/rules';
import type { BadgeFacts } from '@campus/core/rules';
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItems, catalogueUserStates, certificates, pointAccounts, testAttempts } from '../db/schema';

/**
 * What core's badge rules read of a learner in a client (`BadgeFacts`):
 * - courses finished: the learner's online courses of the client in a done status (finished, improved; a blocked
 *   course is not done);
 * - trails finished: the trails of the client the learner holds a certificate of (issued only to a finished,
 *   unblocked trail: trail-completion.ts);
 * - perfect tests: the client's scored tests in which the learner submitted an attempt scoring 100 (each test
 *   counts once, however many perfect attempts; attempts superseded by a restart still count: the score was made);
 * - points: the ledger's balance and experience points (points earned in total), shared by the member's clients.
 */
export async function readBadgeFacts(
  tx: CampusTransaction | CampusDb,
  userId: number,
  clientId: number,
): Promise<BadgeFacts> {
  const [courses] = await tx
    .select({ value: count() })
    .from(catalogueUserStates)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueUserStates.itemId))
    .where(
      and(
        eq(catalogueUserStates.userId, userId),
        eq(catalogueItems.clientId, clientId),
        eq(catalogueItems.type, 'online_course'),
        inArray(catalogueUserStates.status, [...TRAINING_DONE_STATUSES]),
      ),
    );
  const trails = await tx
    .select({ id: certificates.itemId })
    .from(certificates)
    .where(
      and(eq(certificates.userId, userId), eq(certificates.clientId, clientId), eq(certificates.trainingType, 'trail')),
    );
  const [perfect] = await tx
    .select({ value: countDistinct(testAttempts.activityId) })
    .from(testAttempts)
    .innerJoin(catalogueItems, eq(catalogueItems.id, testAttempts.courseId))
    .where(and(eq(testAttempts.userId, userId), eq(catalogueItems.clientId, clientId), eq(testAttempts.score, 100)));
  const [points] = await tx
    .select({ balance: pointAccounts.balance, earned: pointAccounts.experiencePoints })
    .from(pointAccounts)
    .where(eq(pointAccounts.userId, userId));
  return {
    coursesFinished: courses?.value ?? 0,
    trailsFinished: trails.flatMap((row) => (row.id === null ? [] : [row.id])),
    perfectTests: perfect?.value ?? 0,
    pointsBalance: points?.balance ?? 0,
    pointsEarned: points?.earned ?? 0,
  };
}
