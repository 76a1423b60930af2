import { useNavigate } from '../routes/router';
import { buildPath, forumQueries } from '@campus/core';
import { Forum, forumStyles } from '@campus/community';
import { adoptStyles, useLocale, useQuery } from '@campus/ui';
import { FORUM_TOPIC_HREF } from './forum-page';

// The widget's styles travel with the detail page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [forumStyles]);

/**
 * A course's or trail's forum inside its detail (issue 24): shown only when the item has one (and the client's
 * forum is on: otherwise the API refuses and nothing shows). Its topics open at `forum/{topic_id}`.
 */
export function CourseForumSection({ itemId }: { itemId: string }) {
  const locale = useLocale();
  const navigate = useNavigate();
  // The widget asks the same query: one request, shared through the instance's cache.
  const forums = useQuery(forumQueries.forums(locale, itemId));
  if ((forums.data?.results.length ?? 0) === 0) return null;
  return (
    <Forum
      itemId={itemId}
      topicHref={FORUM_TOPIC_HREF}
      onTopicChange={({ topic_id }) => {
        if (topic_id !== null) void navigate(buildPath('forum-topic', { topic_id }));
      }}
    />
  );
}
