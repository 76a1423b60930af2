import { useId, useState } from 'react';
import { profileQueries } from '@campus/core';
import { FEED_ENTRY_KINDS } from '@campus/core/schemas';
import type { FeedEntry } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatNumber,
  Heading,
  LoadingRegion,
  Skeleton,
  useLocale,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';

/** Props of {@link ActivityFeed}. */
export interface ActivityFeedProps {
  /** The level of the heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

/** The description of an entry in the current language (an unknown kind reads generically). */
function describe(entry: FeedEntry, t: ReturnType<typeof useT>, locale: string): string {
  if (!(FEED_ENTRY_KINDS as readonly string[]).includes(entry.kind)) return t('profile.feed.other');
  const params = Object.fromEntries(
    Object.entries(entry.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value, locale) : (value ?? ''),
    ]),
  );
  return t(`profile.feed.${entry.kind}`, params);
}

/**
 * The activity feed (spec §2 profile "activity feed"): what the person did, newest first — trainings started and
 * finished, certificates, badges, sales and their audits, redemptions, check-ins — with "load more".
 */
export function ActivityFeed({ headingLevel = 2 }: ActivityFeedProps) {
  usePackageMessages(PROFILE_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const feed = useQuery(profileQueries.feed(locale, pages), {
    isEmpty: (data: { results: readonly unknown[] }) => data.results.length === 0,
  });
  const data = feed.data;
  return (
    <section className="campus-profile-feed" part="feed" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('profile.feed.title')}
      </Heading>
      {feed.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={5} />
        </LoadingRegion>
      )}
      {feed.status === 'error' && <ErrorState error={feed.error} onRetry={feed.retry} retrying={feed.isFetching} />}
      {feed.status === 'empty' && (
        <EmptyState title={t('profile.feed.empty_title')} description={t('profile.feed.empty_description')} />
      )}
      {feed.status === 'success' && data && (
        <>
          <ol className="campus-profile-feed__list" aria-labelledby={headingId}>
            {data.results.map((entry) => (
              <li key={entry.id} className={`campus-profile-feed__item campus-profile-feed__item--${entry.kind}`}>
                <p>{describe(entry, t, locale)}</p>
                <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at, locale)}</time>
              </li>
            ))}
          </ol>
          <p role="status" className="campus-profile-feed__shown">
            {t('profile.feed.shown', { shown: data.results.length, count: data.count })}
          </p>
        </>
      )}
      {data && data.next !== null && (
        <Button onClick={() => setPages(pages + 1)} disabled={feed.isFetching}>
          {feed.isFetching ? t('profile.feed.loading_more') : t('profile.feed.load_more')}
        </Button>
      )}
    </section>
  );
}
