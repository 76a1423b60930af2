import { useEffect, useId, useRef, useState } from 'react';
import { forumQueries } from '@campus/core';
import { changeForumTopicStatus, deleteForumTopic } from '@campus/core/api';
import { forumActionsFor, topicTakesReplies } from '@campus/core/rules';
import type { ForumTopicStatus } from '@campus/core/rules';
import type { ForumReply, ForumTopic } from '@campus/core/schemas';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Heading,
  LoadingRegion,
  Pagination,
  Skeleton,
  useCampus,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PostMeta } from './post-meta.js';
import { ReplyForm } from './reply-form.js';
import { ReplyItem } from './reply-item.js';
import { ReportDialog } from './report-dialog.js';
import { TopicEditForm } from './topic-edit-form.js';
import { useForumWrite } from './use-forum-write.js';
import { useLiveTopic } from './use-live-topic.js';

/** Props of {@link TopicView}. */
export interface TopicViewProps {
  topicId: number | string;
  headingLevel: HeadingLevel;
  /** "Back to the topics". */
  onBack: () => void;
  /** Says something politely (the widget's live region). */
  announce: (text: string) => void;
}

/**
 * One topic with its replies (spec §2 forum): the topic (its status, a closed topic saying it takes no more
 * replies), the replies a page at a time, the reply form while it is open, and what the viewer may do by core's
 * `forumActionsFor` — edit or delete their own, report someone else's (with a confirmation and a reason), close,
 * reopen, hide or restore as a moderator. New replies arrive live.
 */
export function TopicView({ topicId, headingLevel, onBack, announce }: TopicViewProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const root = useRef<HTMLElement>(null);
  const repliesId = useId();
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState<{ type: 'topic' | 'reply'; id: number | string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const topic = useQuery(forumQueries.topic(locale, topicId), { isEmpty: () => false });
  const replies = useQuery(forumQueries.replies(topicId, page));
  const remove = useForumWrite<ForumTopic>('forum-post');
  const moderate = useForumWrite<ForumTopic>('forum-moderation');

  // The person's own reply comes back as an event too: it is not news to them.
  const ownReplies = useRef(new Set<string>());
  useLiveTopic(topicId, topic.data?.realtime_area, (event) => {
    const replyId = (event.data as { reply_id?: unknown }).reply_id;
    if (!ownReplies.current.has(String(replyId))) announce(t('forum.new_replies'));
  });

  // Opening a topic moves the focus to its title, so a screen reader starts there.
  const loaded = topic.data !== undefined;
  useEffect(() => {
    if (loaded) root.current?.querySelector<HTMLElement>('[data-focus-target]')?.focus();
  }, [loaded, topicId]);

  if (topic.status === 'loading' && topic.data === undefined) {
    return (
      <LoadingRegion>
        <Skeleton lines={6} />
      </LoadingRegion>
    );
  }
  if (topic.data === undefined) {
    return (
      <div className="campus-forum__section">
        <ErrorState error={topic.error} onRetry={topic.retry} retrying={topic.isFetching} />
        <div>
          <Button variant="secondary" onClick={onBack}>
            {t('forum.back_to_topics')}
          </Button>
        </div>
      </div>
    );
  }

  const current = topic.data;
  const status: ForumTopicStatus = current.status;
  const actions = forumActionsFor(
    { ...current, kind: 'topic', topic_status: status },
    {
      is_moderator: current.can_moderate,
    },
  );
  const pageCount = Math.max(1, Math.ceil((replies.data?.count ?? 0) / forumQueries.FORUM_REPLY_PAGE_SIZE));

  const setStatus = async (next: ForumTopicStatus) => {
    const done = await moderate.run({ id: current.id, status: next }, (idempotencyKey) =>
      changeForumTopicStatus(campus.api, current.id, { status: next }, { idempotencyKey }),
    );
    if (done !== null) announce(t('forum.moderated'));
  };

  const confirmDelete = async () => {
    const done = await remove.run({ id: current.id }, (idempotencyKey) =>
      deleteForumTopic(campus.api, current.id, { idempotencyKey }),
    );
    setConfirmingDelete(false);
    if (done === null) return;
    announce(t('forum.deleted'));
    onBack();
  };

  const replied = (reply: ForumReply) => {
    ownReplies.current.add(String(reply.id));
    announce(t('forum.replied'));
    // The reply is the last of the thread: show the page it landed on.
    const total = (replies.data?.count ?? 0) + 1;
    setPage(Math.max(1, Math.ceil(total / forumQueries.FORUM_REPLY_PAGE_SIZE)));
  };

  const problem = remove.problem ?? moderate.problem;

  return (
    <article ref={root} className="campus-forum__section" part="topic" data-status={status}>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('forum.back_to_topics')}
        </Button>
      </div>
      <Heading level={headingLevel} className="campus-forum__title" data-focus-target="">
        {current.title}
      </Heading>
      <PostMeta
        author={current.author.name}
        createdAt={current.created_at}
        edited={current.edited_at !== null}
        status={status === 'open' ? null : status}
        reported={current.reported_by_me}
      />
      {status === 'closed' && (
        <p className="campus-forum__notice" part="closed-notice">
          {t('forum.closed_notice')}
        </p>
      )}
      {status === 'hidden' && <p className="campus-forum__notice">{t('forum.hidden_notice')}</p>}
      {editing ? (
        <TopicEditForm
          topic={current}
          onDone={(saved) => {
            setEditing(false);
            if (saved) announce(t('forum.saved'));
          }}
        />
      ) : (
        <p className="campus-forum__body" lang={current.locale} part="body">
          {current.body}
        </p>
      )}
      {problem !== null && (
        <p className="campus-forum__problem" role="alert" part="problem">
          {t(remove.problem !== null ? 'forum.failed.delete' : 'forum.failed.status')} {problem}
        </p>
      )}
      {!editing && (
        <div className="campus-forum__actions" part="actions">
          {actions.edit && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('forum.edit')}
            </Button>
          )}
          {actions.delete && (
            <Button variant="secondary" onClick={() => setConfirmingDelete(true)}>
              {t('forum.delete')}
            </Button>
          )}
          {actions.report && (
            <Button variant="secondary" onClick={() => setReporting({ type: 'topic', id: current.id })}>
              {t('forum.report')}
            </Button>
          )}
          {actions.moderate && (
            <>
              <Button
                variant="secondary"
                disabled={moderate.status === 'sending'}
                onClick={() => void setStatus(status === 'closed' ? 'open' : 'closed')}
              >
                {status === 'closed' ? t('forum.reopen_topic') : t('forum.close_topic')}
              </Button>
              <Button
                variant="secondary"
                disabled={moderate.status === 'sending'}
                onClick={() => void setStatus(status === 'hidden' ? 'open' : 'hidden')}
              >
                {status === 'hidden' ? t('forum.restore') : t('forum.hide')}
              </Button>
            </>
          )}
        </div>
      )}

      <section className="campus-forum__section" aria-labelledby={repliesId} part="replies">
        <Heading
          level={Math.min(6, headingLevel + 1) as HeadingLevel}
          id={repliesId}
          className="campus-forum__card-title"
        >
          {t('forum.replies_title')} ({replies.data?.count ?? current.reply_count})
        </Heading>
        {replies.status === 'loading' && (
          <LoadingRegion>
            <Skeleton lines={3} />
          </LoadingRegion>
        )}
        {replies.status === 'error' && (
          <ErrorState error={replies.error} onRetry={replies.retry} retrying={replies.isFetching} />
        )}
        {replies.status === 'empty' && <EmptyState title={t('forum.empty_replies')} />}
        {replies.data !== undefined && replies.data.results.length > 0 && (
          <ol className="campus-forum__list" aria-labelledby={repliesId}>
            {replies.data.results.map((reply) => (
              <ReplyItem
                key={String(reply.id)}
                reply={reply}
                topicStatus={status}
                isModerator={current.can_moderate}
                announce={announce}
                onReport={(target) => setReporting({ type: 'reply', id: target.id })}
              />
            ))}
          </ol>
        )}
        {pageCount > 1 && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />}
      </section>

      {topicTakesReplies(status) && <ReplyForm topicId={current.id} onReplied={replied} />}

      <ReportDialog
        target={reporting}
        onClose={() => setReporting(null)}
        onReported={() => {
          setReporting(null);
          announce(t('forum.report_sent'));
        }}
      />
      <ConfirmDialog
        open={confirmingDelete}
        tone="danger"
        title={t('forum.delete_topic_title')}
        message={t('forum.delete_topic_message')}
        confirmLabel={t('forum.delete')}
        busy={remove.status === 'sending'}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void confirmDelete()}
      />
    </article>
  );
}
