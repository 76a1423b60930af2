import { useId, useState } from 'react';
import { forumQueries } from '@campus/core';
import type { Forum } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  Heading,
  LoadingRegion,
  Pagination,
  Skeleton,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { NewTopicForm } from './new-topic-form.js';
import { TopicLink } from './topic-link.js';

/** Props of {@link TopicList}. */
export interface TopicListProps {
  forum: Forum;
  headingLevel: HeadingLevel;
  topicHref: string;
  onOpenTopic: (topicId: string) => void;
  /** "Back to the forums"; none when the forum is the only one. */
  onBack: (() => void) | null;
  announce: (text: string) => void;
}

/**
 * A forum's topics a page at a time, latest activity first (status, replies, author, last activity), and the form
 * of a new topic, which opens once posted.
 */
export function TopicList({ forum, headingLevel, topicHref, onOpenTopic, onBack, announce }: TopicListProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const topics = useQuery(forumQueries.topics(forum.id, page));
  const pageCount = Math.max(1, Math.ceil((topics.data?.count ?? 0) / forumQueries.FORUM_TOPIC_PAGE_SIZE));
  const sub = Math.min(6, headingLevel + 1) as HeadingLevel;

  return (
    <section className="campus-forum__section" aria-labelledby={headingId} part="topics">
      {onBack !== null && (
        <div>
          <Button variant="secondary" onClick={onBack}>
            {t('forum.back_to_forums')}
          </Button>
        </div>
      )}
      <Heading level={headingLevel} id={headingId} className="campus-forum__title" data-focus-target="">
        {forum.title}
      </Heading>
      {forum.description !== '' && <p className="campus-forum__status">{forum.description}</p>}
      {topics.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={4} />
        </LoadingRegion>
      )}
      {topics.status === 'error' && (
        <ErrorState error={topics.error} onRetry={topics.retry} retrying={topics.isFetching} />
      )}
      {topics.status === 'empty' && <EmptyState title={t('forum.empty_topics')} />}
      {topics.data !== undefined && topics.data.results.length > 0 && (
        <ul className="campus-forum__list" aria-label={t('forum.topics_title')}>
          {topics.data.results.map((topic) => (
            <li key={String(topic.id)} className="campus-forum__card" part="topic-card" data-status={topic.status}>
              <Heading level={sub} className="campus-forum__card-title">
                <TopicLink topicId={topic.id} hrefTemplate={topicHref} onOpen={onOpenTopic}>
                  <span lang={topic.locale}>{topic.title}</span>
                </TopicLink>
              </Heading>
              <p className="campus-forum__meta">
                <span>{t('forum.by_author', { name: topic.author.name })}</span>
                <span>{t('forum.reply_count', { count: topic.reply_count })}</span>
                <span>
                  <time dateTime={topic.last_activity_at}>
                    {t('forum.last_activity', { date: formatDateTime(topic.last_activity_at, locale) })}
                  </time>
                </span>
                {topic.status !== 'open' && <span>{t(`forum.status.${topic.status}`)}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />}
      <NewTopicForm
        forumId={forum.id}
        headingLevel={sub}
        onPosted={(topic) => {
          announce(t('forum.published'));
          onOpenTopic(String(topic.id));
        }}
      />
    </section>
  );
}
