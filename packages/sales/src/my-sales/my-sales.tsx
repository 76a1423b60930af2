import { useState } from 'react';
import { loyaltyQueries } from '@campus/core';
import { SALES_PAGE_SIZE } from '@campus/core/api';
import type { WireId } from '@campus/core/api';
import type { SaleWire } from '@campus/core/schemas';
import { EmptyState, ErrorState, Pagination, Skeleton, useQuery, useT, LoadingRegion } from '@campus/ui';
import { SaleCard } from './sale-card.js';

/** Props of {@link MySales}. */
export interface MySalesProps {
  /** The campaign whose sales to list; `null` for all. */
  campaignId: WireId | null;
  /** Offered on rejected sales: prefill the form with the sale to correct and send again. */
  onResubmit?: ((sale: SaleWire) => void) | undefined;
  /** A rejected sale whose invoice was sent again since: it is not offered for correction a second time. */
  isSentAgain?: ((sale: SaleWire) => boolean) | undefined;
}

/**
 * "My sales": the member's sales of a campaign, newest first, with their status (credited, under audit,
 * approved, rejected with the reason) and, for a rejected one, the way to correct and send it again.
 */
export function MySales({ campaignId, onResubmit, isSentAgain }: MySalesProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [seenCampaign, setSeenCampaign] = useState(campaignId);
  if (seenCampaign !== campaignId) {
    setSeenCampaign(campaignId);
    setPage(1);
  }
  const sales = useQuery(loyaltyQueries.sales({ campaign: campaignId, page }));
  if (sales.status === 'loading' || sales.status === 'idle') {
    return (
      <LoadingRegion className="campus-sales__loading" part="loading">
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </LoadingRegion>
    );
  }
  if (sales.status === 'error')
    return <ErrorState error={sales.error} onRetry={sales.retry} retrying={sales.isFetching} />;
  if (sales.status === 'empty' || sales.data === undefined) {
    return <EmptyState title={t('sales.mine.empty_title')} description={t('sales.mine.empty_description')} />;
  }
  const pageCount = Math.max(1, Math.ceil(sales.data.count / SALES_PAGE_SIZE));
  return (
    <div className="campus-sales__mine" part="my-sales">
      <p className="campus-sales__count">{t('sales.mine.count', { count: sales.data.count })}</p>
      <ul className="campus-sales__sales" aria-label={t('sales.mine.list_label')}>
        {sales.data.results.map((sale) => (
          <li key={sale.id}>
            <SaleCard sale={sale} onResubmit={isSentAgain?.(sale) ? undefined : onResubmit} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </div>
  );
}
