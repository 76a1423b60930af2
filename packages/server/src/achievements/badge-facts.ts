import { BADGE_RULE_KINDS, TRAINING_DONE_STATUSES } from '@campus/core/rules';
import type { BadgeFacts, BadgeRuleKind } from '@campus/core/rules';
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { catalogueItems, catalogueUserStates, certificates, pointAccounts, testAttempts } from '../db/schema';

/** Which of the facts below a rule kind reads (typed on core's kinds: a new kind must say). */
const FACT_OF_KIND: Readonly<Record<BadgeRuleKind, 'courses' | 'trails' | 'tests' | 'points'>> = {
  first_course_finished: 'courses',
  courses_finished: 'courses',
  trail_finished: 'trails',
  perfect_test_score: 'tests',
  points_balance: 'points',
  points_earned: 'points',
};

/**
 * What core's badge rules read of a learner in a client (`BadgeFacts`):
 * - courses finished: the learner's online courses of the client in a done status (finished, improved; a blocked
 *   course is not done);
 * - trails finished: the trails of the client the learner holds a certificate of (issued only to a finished,
 *   unblocked trail: trail-completion.ts);
 * - perfect tests: the client's scored tests in which the learner submitted an attempt scoring 100 (each test
 *   counts once, however many perfect attempts; attempts superseded by a restart still count: the score was made);
 * - points: the ledger's balance and experience points (points earned in total), shared by the member's clients.
 * @param kinds the rule kinds to judge (default all): only the facts they read are queried — a sale's points
 *   badges need one query, not four — and the others read as 0.
 */
export async function readBadgeFacts(
  tx: CampusTransaction | CampusDb,
  userId: number,
  clientId: number,
  kinds: readonly BadgeRuleKind[] = BADGE_RULE_KINDS,
): Promise<BadgeFacts> {
  const needs = new Set(kinds.map((kind) => FACT_OF_KIND[kind]));
  const [courses] = !needs.has('courses')
    ? []
    : await tx
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
  const trails = !needs.has('trails')
    ? []
    : await tx
        .select({ id: certificates.itemId })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.clientId, clientId),
            eq(certificates.trainingType, 'trail'),
          ),
        );
  const [perfect] = !needs.has('tests')
    ? []
    : await tx
        .select({ value: countDistinct(testAttempts.activityId) })
        .from(testAttempts)
        .innerJoin(catalogueItems, eq(catalogueItems.id, testAttempts.courseId))
        .where(
          and(eq(testAttempts.userId, userId), eq(catalogueItems.clientId, clientId), eq(testAttempts.score, 100)),
        );
  const [points] = !needs.has('points')
    ? []
    : await tx
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
