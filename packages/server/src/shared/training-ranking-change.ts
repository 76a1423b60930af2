import type { FastifyBaseLogger } from 'fastify';
import { clientArea } from '../realtime/areas';
import type { RealtimeBroker } from '../realtime/broker';

/** The realtime area of a client's training ranking (inside the client's area, heard by its members). */
export function trainingRankingArea(clientId: number | string): string {
  return `${clientArea(clientId)}:training`;
}

/**
 * Announces that learners' training score or completed trainings may have changed (a test submitted, a training
 * finished): a `ranking` event `{ kind: 'training', user_ids }` in the client's training area, whose listeners
 * reload the training ranking (docs/server.md "Training ranking"). Call it after the change committed. A failed
 * publish is logged, never thrown: the next change or a reload shows it.
 */
export function publishTrainingRankingChange(
  realtime: Pick<RealtimeBroker, 'publish'>,
  change: { readonly clientId: number; readonly userIds: readonly number[]; readonly reason: string },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  return realtime
    .publish(trainingRankingArea(change.clientId), {
      kind: 'training',
      user_ids: [...change.userIds],
      reason: change.reason,
    })
    .then(
      () => undefined,
      (error: unknown) => log?.warn({ err: error }, 'training ranking: realtime publish failed'),
    );
}
