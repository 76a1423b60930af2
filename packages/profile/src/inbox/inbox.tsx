import { useId, useState } from 'react';
import { markMessageRead } from '@campus/core/api';
import { profileQueries, queryKeys } from '@campus/core';
import type { MemberMessage } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  Heading,
  LoadingRegion,
  Skeleton,
  useCampus,
  useLocale,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';

/** Props of {@link Inbox}. */
export interface InboxProps {
  /** The level of the heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The internal inbox (spec §2 profile "messages"): the person's messages newest first (level reached or decided,
 * sale rejected, blocks, badges), unread ones marked and counted; opening one shows it whole and marks it read,
 * which updates the count (announced to screen readers). More pages load on demand.
 */
export function Inbox({ headingLevel = 2 }: InboxProps) {
  usePackageMessages(PROFILE_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useQuery(profileQueries.messages(locale, pages), {
    isEmpty: (data: { results: readonly unknown[] }) => data.results.length === 0,
  });
  const messages = list.data?.results ?? [];
  const unread = messages.filter((message) => message.read_at === null).length;

  const open = async (message: MemberMessage) => {
    const id = String(message.id);
    setOpenId(openId === id ? null : id);
    if (message.read_at !== null) return;
    try {
      await markMessageRead(campus.api, message.id);
      setAnnouncement(t('profile.inbox.marked'));
      campus.query.invalidate(queryKeys.messages());
    } catch {
      // The message stays unread; the next open tries again.
    }
  };

  return (
    <section className="campus-profile-inbox" part="inbox" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('profile.inbox.title')}
      </Heading>
      <p role="status" className="campus-profile-inbox__count">
        {list.status === 'success'
          ? unread > 0
            ? t('profile.inbox.unread_count', { count: unread })
            : t('profile.inbox.all_read')
          : ''}
        <span className="campus-visually-hidden"> {announcement}</span>
      </p>
      {list.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={4} />
        </LoadingRegion>
      )}
      {list.status === 'error' && <ErrorState error={list.error} onRetry={list.retry} retrying={list.isFetching} />}
      {list.status === 'empty' && (
        <EmptyState title={t('profile.inbox.empty_title')} description={t('profile.inbox.empty_description')} />
      )}
      {list.status === 'success' && (
        <ul className="campus-profile-inbox__list" aria-labelledby={headingId}>
          {messages.map((message) => {
            const id = String(message.id);
            const isOpen = openId === id;
            const isUnread = message.read_at === null;
            const bodyId = `${headingId}-${id}`;
            return (
              <li key={id} className={isUnread ? 'campus-profile-inbox__item--unread' : 'campus-profile-inbox__item'}>
                <button
                  type="button"
                  className="campus-profile-inbox__toggle"
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  onClick={() => void open(message)}
                >
                  <span className="campus-profile-inbox__state">
                    {isUnread ? t('profile.inbox.unread') : t('profile.inbox.read')}
                  </span>{' '}
                  <span className="campus-profile-inbox__preview">{message.text}</span>{' '}
                  <time dateTime={message.created_at}>
                    {t('profile.inbox.received', { date: formatDateTime(message.created_at, locale) })}
                  </time>
                </button>
                <div id={bodyId} hidden={!isOpen} className="campus-profile-inbox__body">
                  <p>{message.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.next !== null && (
        <Button onClick={() => setPages(pages + 1)} disabled={list.isFetching}>
          {list.isFetching ? t('profile.inbox.loading_more') : t('profile.inbox.load_more')}
        </Button>
      )}
    </section>
  );
}
