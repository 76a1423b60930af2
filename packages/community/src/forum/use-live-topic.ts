import { useEffect, useRef } from 'react';
import { queryKeys } from '@campus/core';
import type { RankingEvent } from '@campus/core';
import { useCampus } from '@campus/ui';

/**
 * Keeps an open topic live (docs/server.md "Forum"): the server announces every reply posted, edited, deleted or
 * moderated, and the topic's status changes, as `forum` events in the topic's realtime area; each reloads the
 * thread through the instance's query cache (the page shown stays on screen meanwhile).
 * @param area the topic's `realtime_area` (none yet: nothing to listen to)
 * @param onReplyCreated someone posted a reply (to say so politely)
 */
export function useLiveTopic(
  topicId: number | string,
  area: string | undefined,
  onReplyCreated: (event: RankingEvent) => void,
): void {
  const campus = useCampus();
  const onCreated = useRef(onReplyCreated);
  useEffect(() => {
    onCreated.current = onReplyCreated;
  });
  useEffect(() => {
    if (area === undefined) return undefined;
    return campus.realtime.subscribe(area, (event) => {
      if (event.type !== 'forum') return;
      campus.query.invalidate(queryKeys.forum('replies', String(topicId)));
      campus.query.invalidate(queryKeys.forum('topic', String(topicId)));
      if ((event.data as { kind?: unknown }).kind === 'reply_created') onCreated.current(event);
    });
  }, [campus, area, topicId]);
}
