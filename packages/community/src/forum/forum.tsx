import { useCallback, useRef, useState } from 'react';
import { forumQueries } from '@campus/core';
import type { Forum as ForumWire } from '@campus/core/schemas';
import {
  ErrorState,
  formatDateTime,
  Heading,
  LoadingRegion,
  SignedInOnly,
  Skeleton,
  EmptyState,
  Tabs,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type { ForumTopicChangeDetail } from '../events.js';
import { FORUM_MESSAGES } from '../messages/forum/forum-messages.js';
import { ModerationQueue } from './moderation-queue.js';
import { TopicList } from './topic-list.js';
import { TopicView } from './topic-view.js';

/** Props of {@link Forum}. */
export interface ForumProps {
  /** The topic shown (`forum/{topic_id}`); none: the forums and their topics. */
  topicId?: number | string | null;
  /** Only this course's or trail's forums (a course's forum inside its detail); none: the client's. */
  itemId?: number | string | null;
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /**
   * The host's own heading already names the widget (a page's `<h1>` "Forum"): the list of forums shows no title of
   * its own and its forums take `headingLevel`, so the page's outline has no repeated heading. @default false
   */
  hideTitle?: boolean;
  /** A topic's address, `{topic_id}` replaced (`/forum/{topic_id}`): titles become links. @default '' (buttons) */
  topicHref?: string;
  /** A topic was opened or left: `detail` is `{ topic_id }` (null: back to the topics). */
  onTopicChange?: (detail: ForumTopicChangeDetail) => void;
}

/**
 * The forum (spec §2 forum, §4–§6; issue 24): the client's forums (or one course's) → a forum's topics, a page at a
 * time, with the new topic form → a topic with its replies, live, where people reply, edit and delete their own
 * (with confirmation) and report someone else's (confirmation and a reason); a closed topic says it takes no more
 * replies. Moderators get a second tab, the queue of open reports. Signed out: the invitation to sign in.
 */
export function Forum(props: ForumProps) {
  return (
    <SignedInOnly
      messages={FORUM_MESSAGES}
      className="campus-forum"
      part="forum"
      titleKey="forum.signed_out.title"
      descriptionKey="forum.signed_out.description"
    >
      <ForumScreen {...props} />
    </SignedInOnly>
  );
}

function ForumScreen({
  topicId = null,
  itemId = null,
  headingLevel = 2,
  hideTitle = false,
  topicHref = '',
  onTopicChange,
}: ForumProps) {
  const t = useT();
  const locale = useLocale();
  const forums = useQuery(forumQueries.forums(locale, itemId ?? undefined));
  const [topic, setTopic] = useState<string | null>(topicId === null ? null : String(topicId));
  const [forumId, setForumId] = useState<string | null>(null);
  const [tab, setTab] = useState('forum');
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);

  // The host's address wins: a new `topic-id` (back and forward in the browser) shows that topic.
  const hostTopic = topicId === null ? null : String(topicId);
  const [seenHostTopic, setSeenHostTopic] = useState(hostTopic);
  if (seenHostTopic !== hostTopic) {
    setSeenHostTopic(hostTopic);
    setTopic(hostTopic);
  }

  const announce = useCallback((text: string) => {
    // Cleared first, so the same words said twice are read twice.
    setAnnouncement('');
    setTimeout(() => setAnnouncement(text), 50);
  }, []);

  const openTopic = (id: string | null) => {
    setTopic(id);
    setTab('forum');
    onTopicChange?.({ topic_id: id });
  };

  // A list shown after a topic or another list takes the focus at its title.
  const focusTitle = () =>
    queueMicrotask(() => root.current?.querySelector<HTMLElement>('[data-focus-target]')?.focus());

  const list = forums.data?.results ?? [];
  const only = list.length === 1 ? list[0] : undefined;
  const chosen = list.find((forum) => String(forum.id) === forumId) ?? only;

  let browser;
  if (topic !== null) {
    browser = (
      <TopicView
        key={topic}
        topicId={topic}
        headingLevel={headingLevel}
        announce={announce}
        onBack={() => {
          openTopic(null);
          focusTitle();
        }}
      />
    );
  } else if (forums.status === 'loading') {
    browser = (
      <LoadingRegion>
        <Skeleton lines={4} />
      </LoadingRegion>
    );
  } else if (forums.status === 'error') {
    browser = <ErrorState error={forums.error} onRetry={forums.retry} retrying={forums.isFetching} />;
  } else if (chosen !== undefined) {
    browser = (
      <TopicList
        key={String(chosen.id)}
        forum={chosen}
        headingLevel={headingLevel}
        topicHref={topicHref}
        announce={announce}
        onOpenTopic={(id) => openTopic(id)}
        onBack={
          only === undefined
            ? () => {
                setForumId(null);
                focusTitle();
              }
            : null
        }
      />
    );
  } else {
    browser = (
      <ForumList
        forums={list}
        headingLevel={headingLevel}
        hideTitle={hideTitle}
        onOpen={(id) => {
          setForumId(id);
          focusTitle();
        }}
      />
    );
  }

  const moderator = forums.data?.can_moderate === true;
  return (
    <div ref={root} className="campus-forum" part="forum">
      <p className="campus-visually-hidden" role="status">
        {announcement}
      </p>
      {moderator ? (
        <Tabs
          label={t('forum.sections')}
          selectedId={tab}
          onSelect={setTab}
          tabs={[
            { id: 'forum', label: t('forum.tab_forum'), panel: browser },
            {
              id: 'moderation',
              label:
                (forums.data?.open_reports ?? 0) > 0
                  ? t('forum.tab_moderation_count', { count: forums.data?.open_reports ?? 0 })
                  : t('forum.tab_moderation'),
              panel: (
                <ModerationQueue
                  headingLevel={headingLevel}
                  topicHref={topicHref}
                  announce={announce}
                  onOpenTopic={(id) => openTopic(id)}
                />
              ),
            },
          ]}
        />
      ) : (
        browser
      )}
    </div>
  );
}

/** Props of {@link ForumList}. */
interface ForumListProps {
  forums: readonly ForumWire[];
  headingLevel: HeadingLevel;
  /** No title of its own (the host's heading names the forum): the forums' headings take `headingLevel`. */
  hideTitle: boolean;
  onOpen: (forumId: string) => void;
}

/** The client's forums, each with its topics and latest activity. */
function ForumList({ forums, headingLevel, hideTitle, onOpen }: ForumListProps) {
  const t = useT();
  const locale = useLocale();
  const sub = hideTitle ? headingLevel : (Math.min(6, headingLevel + 1) as HeadingLevel);
  return (
    <section
      className="campus-forum__section"
      part="forums"
      // Without a title, the section itself is where focus lands when the list shows again.
      {...(hideTitle ? { tabIndex: -1, 'aria-label': t('forum.forums_title'), 'data-focus-target': '' } : {})}
    >
      {!hideTitle && (
        <Heading level={headingLevel} className="campus-forum__title" data-focus-target="">
          {t('forum.forums_title')}
        </Heading>
      )}
      {forums.length === 0 ? (
        <EmptyState title={t('forum.empty_forums')} />
      ) : (
        <ul className="campus-forum__list" aria-label={t('forum.forums_title')}>
          {forums.map((forum) => (
            <li key={String(forum.id)} className="campus-forum__card" part="forum-card">
              <Heading level={sub} className="campus-forum__card-title">
                <button type="button" className="campus-forum__link" onClick={() => onOpen(String(forum.id))}>
                  {forum.title}
                </button>
              </Heading>
              {forum.description !== '' && <p className="campus-forum__status">{forum.description}</p>}
              <p className="campus-forum__meta">
                {forum.item !== null && <span>{t('forum.course_forum', { title: forum.item.title })}</span>}
                <span>{t('forum.topic_count', { count: forum.topic_count })}</span>
                {forum.last_activity_at !== null && (
                  <span>{t('forum.last_activity', { date: formatDateTime(forum.last_activity_at, locale) })}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
