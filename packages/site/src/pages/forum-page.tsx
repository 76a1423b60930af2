import { useNavigate } from '../routes/router';
import { buildPath } from '@campus/core';
import { Forum, forumStyles } from '@campus/community';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';

// The widget's styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [forumStyles]);

/** A topic's address for the widget's links (`{topic_id}` is replaced by the widget). */
export const FORUM_TOPIC_HREF = '/forum/{topic_id}';

/**
 * forum and forum/{topic_id} (issue 24; the specification names no forum route): @campus/community's forum. The
 * topic shown is the address's, so a reload, a shared link and the browser's back and forward keep it.
 */
export default function ForumPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { params } = useSiteRoute();
  return (
    <PageFrame title={t('site.pages.forum')}>
      <Forum
        hideTitle
        topicId={params['topic_id'] ?? null}
        topicHref={FORUM_TOPIC_HREF}
        onTopicChange={({ topic_id }) =>
          void navigate(topic_id === null ? buildPath('forum') : buildPath('forum-topic', { topic_id }))
        }
      />
    </PageFrame>
  );
}
