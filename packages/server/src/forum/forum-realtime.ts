import type { FastifyBaseLogger } from 'fastify';
import { clientArea } from '../realtime/areas';
import type { RealtimeBroker } from '../realtime/broker';

/*
 * Live threads (docs/server.md "Forum"): every reply posted, edited, deleted or moderated, and every change of a
 * topic's status, is announced as a `forum` event in the topic's area inside the client's, so the members of the
 * client reading it (their realtime stream hears their client's areas) reload it at once.
 */

/** The realtime area of a topic: `client:{clientId}:forum:{topicId}`. */
export function forumArea(clientId: number, topicId: number): string {
  return `${clientArea(clientId)}:forum:${topicId}`;
}

/** What changed in a topic. */
export type ForumEventKind = 'reply_created' | 'reply_changed' | 'topic_changed';

/**
 * Publishes a `forum` event `{ kind, topic_id, reply_id? }` in the topic's area. Call it after the change committed.
 * A failed publish is logged, never thrown: the reader's next load shows the change.
 */
export function publishForumChange(
  realtime: Pick<RealtimeBroker, 'publish'>,
  change: {
    readonly clientId: number;
    readonly topicId: number;
    readonly kind: ForumEventKind;
    readonly replyId?: number;
  },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  return realtime
    .publish(
      forumArea(change.clientId, change.topicId),
      {
        kind: change.kind,
        topic_id: change.topicId,
        ...(change.replyId === undefined ? {} : { reply_id: change.replyId }),
      },
      { type: 'forum' },
    )
    .then(
      () => undefined,
      (error: unknown) => log?.warn({ err: error }, 'forum: realtime publish failed'),
    );
}
