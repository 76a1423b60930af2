import { isTrainingDone } from '@campus/core/rules';
import type { CourseStatus } from '@campus/core/rules';
import { and, eq } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { catalogueItems, catalogueUserStates } from '../db/schema';
import { awardBadges } from './badge-awards';
import { issueCertificate } from './certificate-issuance';
import { trailsHolding, trailStanding } from './trail-completion';

/**
 * Issues the trail's certificate when the learner finished it and is not blocked in it (trail-completion.ts).
 * @returns whether a certificate was issued now.
 */
export async function issueTrailCertificateIfFinished(
  tx: CampusTransaction,
  userId: number,
  trailId: number,
): Promise<boolean> {
  if ((await trailStanding(tx, userId, trailId)) !== 'finished') return false;
  return (await issueCertificate(tx, userId, trailId, 'trail'))?.created === true;
}

/**
 * Called by `updateCourseState` (activities/progress/course-state.ts) each time a learner's state in a course was
 * recomputed, in that transaction. When the course is an online course now done (finished or improved: never
 * blocked, reproved or restarted, core's `courseStatus` decides) and the learner holds a state row in it, the
 * course's certificate is issued — once; the first time, the trails holding the course are checked for their own
 * certificate, and the client's badges a finished course can earn are evaluated. A repeated report of a finished
 * course finds the certificate and does nothing more.
 */
export async function onCourseStateUpdated(
  tx: CampusTransaction,
  userId: number,
  courseId: number,
  status: CourseStatus,
): Promise<void> {
  if (!isTrainingDone(status)) return;
  const [course] = await tx
    .select({ clientId: catalogueItems.clientId, type: catalogueItems.type, status: catalogueUserStates.status })
    .from(catalogueItems)
    .innerJoin(
      catalogueUserStates,
      and(eq(catalogueUserStates.itemId, catalogueItems.id), eq(catalogueUserStates.userId, userId)),
    )
    .where(eq(catalogueItems.id, courseId));
  if (!course || course.type !== 'online_course' || !isTrainingDone(course.status)) return;
  const issued = await issueCertificate(tx, userId, courseId, 'online_course');
  if (!issued?.created) return;
  for (const trailId of await trailsHolding(tx, courseId)) await issueTrailCertificateIfFinished(tx, userId, trailId);
  await awardBadges(tx, userId, course.clientId, 'course_finished');
}
