import { useId, useState } from 'react';
import { forumQueries } from '@campus/core';
import { changeForumReplyStatus, changeForumTopicStatus, dismissForumReport } from '@campus/core/api';
import { FORUM_NOTE_MAX_LENGTH, checkForumNote } from '@campus/core/rules';
import type { ForumTopicStatus } from '@campus/core/rules';
import type { ForumQueuedReport } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
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
import { ForumTextField } from './forum-text-field.js';
import { TopicLink } from './topic-link.js';
import { useForumWrite } from './use-forum-write.js';

/** Props of {@link ModerationQueue}. */
export interface ModerationQueueProps {
  headingLevel: HeadingLevel;
  topicHref: string;
  onOpenTopic: (topicId: string) => void;
  announce: (text: string) => void;
}

/**
 * The moderators' queue (spec §6 "moderators receive reports"): the client's open reports, oldest first, each with
 * the reported text, its author, the reporter and the reason; the moderator hides or restores the post, closes or
 * reopens its topic, or dismisses the report, with an optional note for the author (who gets an internal message).
 */
export function ModerationQueue({ headingLevel, topicHref, onOpenTopic, announce }: ModerationQueueProps) {
  const t = useT();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const queue = useQuery(forumQueries.reportQueue(page));
  const pageCount = Math.max(1, Math.ceil((queue.data?.count ?? 0) / forumQueries.FORUM_REPORT_PAGE_SIZE));
  return (
    <section className="campus-forum__section" aria-labelledby={headingId} part="moderation">
      <Heading level={headingLevel} id={headingId} className="campus-forum__title">
        {t('forum.moderation_title')}
      </Heading>
      {queue.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={4} />
        </LoadingRegion>
      )}
      {queue.status === 'error' && <ErrorState error={queue.error} onRetry={queue.retry} retrying={queue.isFetching} />}
      {queue.status === 'empty' && <EmptyState title={t('forum.empty_queue')} />}
      {queue.data !== undefined && queue.data.results.length > 0 && (
        <ul className="campus-forum__list" aria-labelledby={headingId}>
          {queue.data.results.map((report) => (
            <QueuedReport
              key={String(report.id)}
              report={report}
              headingLevel={Math.min(6, headingLevel + 1) as HeadingLevel}
              topicHref={topicHref}
              onOpenTopic={onOpenTopic}
              announce={announce}
            />
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />}
    </section>
  );
}

interface QueuedReportProps extends Omit<ModerationQueueProps, 'headingLevel'> {
  report: ForumQueuedReport;
  headingLevel: HeadingLevel;
}

function QueuedReport({ report, headingLevel, topicHref, onOpenTopic, announce }: QueuedReportProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const [note, setNote] = useState('');
  const acting = useForumWrite<unknown>('forum-moderation');
  const noteError = checkForumNote(note) ?? acting.fieldErrors['note'];
  const isReply = report.target_type === 'reply';
  const busy = acting.status === 'sending';

  const act = async (kind: 'reply' | 'topic' | 'dismiss', status?: string) => {
    if (checkForumNote(note) !== null) return;
    const text = note.trim();
    const done = await acting.run({ report: report.id, kind, status, note: text }, (idempotencyKey) => {
      if (kind === 'dismiss') return dismissForumReport(campus.api, report.id, text, { idempotencyKey });
      if (kind === 'reply') {
        return changeForumReplyStatus(
          campus.api,
          report.target_id,
          { status: status as 'visible' | 'hidden', note: text },
          { idempotencyKey },
        );
      }
      return changeForumTopicStatus(
        campus.api,
        report.topic.id,
        { status: status as ForumTopicStatus, note: text },
        { idempotencyKey },
      );
    });
    if (done !== null) announce(t(kind === 'dismiss' ? 'forum.dismissed' : 'forum.moderated'));
  };

  const targetStatus = report.target.status;
  return (
    <li className="campus-forum__card" part="report" data-status={targetStatus}>
      <Heading level={headingLevel} className="campus-forum__card-title">
        {t(isReply ? 'forum.reported_reply' : 'forum.reported_topic')}: {t(`forum.reasons.${report.reason}`)}
      </Heading>
      <p className="campus-forum__meta">
        <span>
          {t('forum.reported_by', {
            name: report.reporter.name,
            date: formatDateTime(report.created_at, locale),
          })}
        </span>
        {report.target_open_reports > 1 && (
          <span>{t('forum.other_reports', { count: report.target_open_reports })}</span>
        )}
      </p>
      {report.details !== '' && <p className="campus-forum__status">{report.details}</p>}
      <p className="campus-forum__meta">
        <span>
          <TopicLink topicId={report.topic.id} hrefTemplate={topicHref} onOpen={onOpenTopic}>
            {t('forum.in_topic', { title: report.topic.title })}
          </TopicLink>
        </span>
        <span>{t('forum.written_by', { name: report.target.author.name })}</span>
        <span>{t(`forum.status.${targetStatus}`)}</span>
      </p>
      {report.target.deleted ? (
        <p className="campus-forum__placeholder">{t('forum.deleted_post')}</p>
      ) : (
        <blockquote className="campus-forum__quote" part="reported-text">
          {report.target.body}
        </blockquote>
      )}
      {acting.problem !== null && (
        <p className="campus-forum__problem" role="alert" part="problem">
          {t('forum.failed.status')} {acting.problem}
        </p>
      )}
      <ForumTextField
        multiline
        name="note"
        required={false}
        label={t('forum.moderation_note')}
        value={note}
        max={FORUM_NOTE_MAX_LENGTH}
        error={noteError}
        onChange={setNote}
      />
      <div className="campus-forum__actions" part="actions">
        {!report.target.deleted && isReply && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => void act('reply', targetStatus === 'hidden' ? 'visible' : 'hidden')}
          >
            {targetStatus === 'hidden' ? t('forum.restore') : t('forum.hide')}
          </Button>
        )}
        {!report.target.deleted && !isReply && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => void act('topic', targetStatus === 'hidden' ? 'open' : 'hidden')}
          >
            {targetStatus === 'hidden' ? t('forum.restore') : t('forum.hide')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act('topic', report.topic.status === 'closed' ? 'open' : 'closed')}
        >
          {report.topic.status === 'closed' ? t('forum.reopen_topic') : t('forum.close_topic')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void act('dismiss')}>
          {t('forum.dismiss')}
        </Button>
      </div>
    </li>
  );
}
