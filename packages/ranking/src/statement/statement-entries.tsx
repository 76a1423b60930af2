import { useId, useState } from 'react';
import { loyaltyQueries } from '@campus/core';
import { LEDGER_ENTRY_KINDS } from '@campus/core/schemas';
import type { StatementEntry } from '@campus/core/schemas';
import {
  Badge,
  ErrorState,
  formatCalendarDay,
  formatDateTime,
  formatNumber,
  formatSignedNumber,
  LoadingRegion,
  Pagination,
  Select,
  Skeleton,
  Spinner,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { ScrollRegion } from '../shared/scroll-region.js';
import { ColumnHeaders } from '../shared/column-headers.js';

/** Props of {@link StatementEntries}. */
export interface StatementEntriesProps {
  headingLevel: HeadingLevel;
  /** Entries per page (1–100). */
  pageSize: number;
}

const KIND_TONES: Readonly<Record<StatementEntry['kind'], 'success' | 'danger' | 'warning' | 'info' | 'neutral'>> = {
  earned: 'success',
  redeemed: 'info',
  reversed: 'danger',
  expired: 'warning',
  transferred: 'info',
  adjusted: 'neutral',
};

/**
 * The ledger (`GET /api/points/statement/`), newest first, a page at a time, filtered by kind: each entry with
 * its kind, source, note, signed points, the balance after it and, for credits, the day they expire.
 */
export function StatementEntries({ headingLevel, pageSize }: StatementEntriesProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const entries = useQuery(loyaltyQueries.statement({ page, pageSize, kind: kind === '' ? undefined : kind }));
  const pageCount = entries.data ? Math.max(1, Math.ceil(entries.data.count / pageSize)) : 1;

  const source = (entry: StatementEntry) =>
    t(`ranking.statement.sources.${entry.source.type}`, { id: entry.source.id });
  return (
    <section className="campus-statement__entries" part="entries" aria-labelledby={headingId}>
      <div className="campus-ranking__header">
        <Heading level={headingLevel} id={headingId} className="campus-statement__heading">
          {t('ranking.statement.entries')}
        </Heading>
        {entries.isFetching && entries.status !== 'loading' && <Spinner />}
      </div>
      <div className="campus-ranking__controls">
        <Select
          label={t('ranking.statement.kind_filter')}
          value={kind}
          placeholder={t('ranking.statement.all_kinds')}
          options={LEDGER_ENTRY_KINDS.map((value) => ({ value, label: t(`ranking.statement.kinds.${value}`) }))}
          onChange={(event) => {
            setKind(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {entries.status === 'loading' && (
        <LoadingRegion part="loading">
          <Skeleton lines={5} />
        </LoadingRegion>
      )}
      {entries.status === 'error' && (
        <ErrorState error={entries.error} onRetry={entries.retry} retrying={entries.isFetching} />
      )}
      {entries.status === 'empty' && (
        <p className="campus-ranking__hint">
          {kind === '' ? t('ranking.statement.empty') : t('ranking.statement.empty_kind')}
        </p>
      )}
      {entries.status === 'success' && entries.data && (
        <>
          <ScrollRegion aria-label={t('ranking.statement.entries_table')}>
            <table className="campus-ranking__table campus-statement__table" part="table">
              <ColumnHeaders
                columns={[
                  { label: t('ranking.statement.date') },
                  { label: t('ranking.statement.description') },
                  { label: t('ranking.statement.points'), className: 'campus-ranking__points' },
                  { label: t('ranking.statement.balance_after'), className: 'campus-ranking__points' },
                  { label: t('ranking.statement.expires_on') },
                ]}
              />
              <tbody>
                {entries.data.results.map((entry) => (
                  <tr key={String(entry.id)} part="row">
                    <td>{formatDateTime(entry.created_at, locale)}</td>
                    <th scope="row" className="campus-statement__what">
                      <Badge tone={KIND_TONES[entry.kind]}>{t(`ranking.statement.kinds.${entry.kind}`)}</Badge>{' '}
                      {source(entry)}
                      {entry.note !== null && entry.note !== '' && (
                        <span className="campus-statement__note">{entry.note}</span>
                      )}
                    </th>
                    <td
                      className={`campus-ranking__points campus-statement__amount campus-statement__amount--${
                        entry.points < 0 ? 'debit' : 'credit'
                      }`}
                    >
                      {formatSignedNumber(entry.points, locale)}
                    </td>
                    <td className="campus-ranking__points">{formatNumber(entry.balance_after, locale)}</td>
                    <td>{entry.expires_on === null ? '—' : formatCalendarDay(entry.expires_on, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
