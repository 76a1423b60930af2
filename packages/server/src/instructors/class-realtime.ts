import type { FastifyBaseLogger } from 'fastify';
import { userArea } from '../realtime/areas';
import type { RealtimeBroker } from '../realtime/broker';

/*
 * An activity authorised by the instructor unlocks on the learner's open player and detail without a reload (spec §6):
 * an `activity_unlocked` event in each learner's own area (`user:{id}`, their `firebase_document`), which core's
 * client turns into the `activity-unlock` invalidation.
 */

/** The realtime event type a learner hears. */
export const ACTIVITY_UNLOCKED_EVENT = 'activity_unlocked';

/**
 * Publishes `activity_unlocked { item_id, activity_id }` to each learner. Call it after the write committed. A failed
 * publish is logged, never thrown: the learner's next load shows the activity open.
 */
export async function publishActivityUnlocked(
  realtime: Pick<RealtimeBroker, 'publish'>,
  change: { readonly itemId: number; readonly activityId: number; readonly learnerIds: readonly number[] },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await Promise.all(
    change.learnerIds.map((learnerId) =>
      realtime
        .publish(
          userArea(learnerId),
          { item_id: change.itemId, activity_id: change.activityId },
          { type: ACTIVITY_UNLOCKED_EVENT },
        )
        .catch((error: unknown) => log?.warn({ err: error }, 'instructors: realtime publish failed')),
    ),
  );
}
