import { lazy, Suspense, useId, useState } from 'react';
import { queryKeys } from '@campus/core';
import { selectCampaign } from '@campus/core/api';
import type { WireId } from '@campus/core/api';
import type { SaleCreated, SaleWire } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  formatCalendarDay,
  LoadingRegion,
  SignedInOnly,
  Skeleton,
  Tabs,
  useCampus,
  useIdempotentSubmit,
  useLocale,
  useT,
} from '@campus/ui';
import type { SaleSubmittedDetail } from '../events.js';
import { salesSignedOut } from '../shared/sales-signed-out.js';
import { productToday } from '../shared/product-day.js';
import { usePreparedPhoto } from '../shared/use-prepared-photo.js';
import { CampaignPicker } from './campaign-picker.js';
import { draftFromSale, emptyDraft } from './sale-draft.js';
import type { SaleDraft } from './sale-draft.js';
import { SaleReportForm } from './sale-report-form.js';
import { SaleSuccess } from './sale-success.js';
import { invoicesInUse, useSalesData } from './use-sales-data.js';

// "My sales" loads when its tab first opens (its own chunk): the form is what the widget shows first.
const MySales = lazy(() => import('../my-sales/my-sales.js').then((module) => ({ default: module.MySales })));

/** The two views of the sales widget. */
export type SalesTab = 'report' | 'mine';

/** Props of {@link SalesForm}. */
export interface SalesFormProps {
  /** The view shown first: the form (`report`) or the member's sales (`mine`). @default 'report' */
  tab?: SalesTab | string;
  /** A sale was accepted and its points credited (`campus-sale-submitted`). */
  onSaleSubmitted?: (detail: SaleSubmittedDetail) => void;
}

/**
 * The insert-sales widget (spec §2 `insert-sales`, §3 Sale, §5 Sales): campaign selection, the sale form with
 * its invoice photo, product lines and live points estimate, the success screen, and "my sales" with the
 * audit status and a way to correct and resend a rejected sale.
 */
export function SalesForm(props: SalesFormProps) {
  return (
    <SignedInOnly {...salesSignedOut('sales-form', 'sales.form.signed_out_title')}>
      <SalesWorkspace {...props} />
    </SignedInOnly>
  );
}

function SalesWorkspace({ tab: initialTab, onSaleSubmitted }: SalesFormProps) {
  const campus = useCampus();
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const data = useSalesData();
  const [tab, setTab] = useState<SalesTab>(initialTab === 'mine' ? 'mine' : 'report');
  // The draft lives here, above the tabs, so looking at "my sales" never loses what was typed.
  const [draft, setDraft] = useState<SaleDraft>(emptyDraft);
  // So is the submit's idempotency key: a retry after a look at "my sales" replays the same write.
  const submission = useIdempotentSubmit<SaleCreated>();
  const photo = usePreparedPhoto();
  const [photoKey, setPhotoKey] = useState(0);
  // The rejected sale being corrected, if any.
  const [correcting, setCorrecting] = useState<Pick<SaleWire, 'id' | 'invoice_number'> | undefined>();
  const [result, setResult] = useState<{ sale: SaleCreated; invoice: string } | undefined>();
  const [chosenCampaign, setChosenCampaign] = useState<WireId | undefined>();
  const [selectFailed, setSelectFailed] = useState(false);

  const campaigns = data.campaigns;
  const savedChoice = campaigns?.some((campaign) => campaign.id === data.savedCampaignId) ? data.savedCampaignId : null;
  const selectedId = chosenCampaign ?? savedChoice ?? data.activeCampaignId ?? campaigns?.[0]?.id ?? null;
  const selected = campaigns?.find((campaign) => campaign.id === selectedId);

  const choose = (id: WireId) => {
    setChosenCampaign(id);
    setSelectFailed(false);
    selectCampaign(campus.api, id).then(
      // The selection is the member's campaign for every widget (ranking, points …): they follow it.
      () => campus.query.invalidateAfter('campaign-selection'),
      () => setSelectFailed(true),
    );
  };
  const restart = (next: SaleDraft, rejected?: SaleWire) => {
    setDraft(next);
    photo.choose(null);
    setPhotoKey((key) => key + 1);
    setCorrecting(rejected);
    setResult(undefined);
  };
  const submitted = (sale: SaleCreated) => {
    setResult({ sale, invoice: draft.invoiceNumber.trim() });
    // Points, level, sales and ranking move at once, in every widget of the instance.
    campus.query.invalidateAfter('sale');
    onSaleSubmitted?.({
      id: sale.id,
      total_points: sale.total_points,
      status: sale.status,
      invoice_number: draft.invoiceNumber.trim(),
      store_id: storeIdOf(draft.store),
      sale_date: draft.saleDate,
    });
  };
  const storeIdOf = (id: string): WireId =>
    data.stores.data?.retailers.flatMap((chain) => chain.stores).find((store) => String(store.id) === id)?.id ?? id;
  const resubmit = (sale: SaleWire) => {
    restart(draftFromSale(sale, data.products.data?.products ?? []), sale);
    // The invoices already sent were loaded before the audit rejected this sale: load them again.
    campus.query.invalidate(queryKeys.sales());
    if (data.activeCampaignId !== null && selectedId !== data.activeCampaignId) choose(data.activeCampaignId);
    setTab('report');
  };

  const loading = data.stores.status === 'loading' || data.products.status === 'loading' || data.campaignsLoading;
  const failure = [data.stores, data.products].find((resource) => resource.status === 'error');
  let report;
  if (result) {
    report = (
      <SaleSuccess
        sale={result.sale}
        invoiceNumber={result.invoice}
        onAnother={() => restart(emptyDraft())}
        onSeeMine={() => {
          restart(emptyDraft());
          setTab('mine');
        }}
      />
    );
  } else if (selected && selected.status !== 'active') {
    report = (
      <EmptyState
        title={t('sales.form.previous_campaign_title')}
        description={t('sales.form.previous_campaign_description', {
          name: selected.name,
          end: formatCalendarDay(selected.end_date, locale),
        })}
        action={
          data.activeCampaignId === null ? undefined : (
            <Button onClick={() => data.activeCampaignId !== null && choose(data.activeCampaignId)}>
              {t('sales.form.go_to_active')}
            </Button>
          )
        }
      />
    );
  } else if (data.activeCampaignId === null) {
    report = (
      <EmptyState
        title={t('sales.form.no_active_campaign_title')}
        description={t('sales.form.no_active_campaign_description')}
      />
    );
  } else if (data.stores.status === 'empty' || (data.stores.data?.retailers.length ?? 0) === 0) {
    report = <EmptyState title={t('sales.form.no_stores_title')} description={t('sales.form.no_stores_description')} />;
  } else if (data.stores.data && data.products.data) {
    report = (
      <SaleReportForm
        draft={draft}
        onDraftChange={setDraft}
        photo={photo}
        photoKey={photoKey}
        stores={data.stores.data}
        products={data.products.data.products}
        period={data.activePeriod}
        multiplier={data.multiplier}
        invoicesSent={invoicesInUse(data.sentSales, correcting?.id)}
        today={productToday()}
        notice={
          correcting === undefined ? undefined : t('sales.form.resubmitting', { invoice: correcting.invoice_number })
        }
        submission={submission}
        onSubmitted={submitted}
      />
    );
  }

  return (
    <section className="campus-sales" part="sales-form" aria-labelledby={headingId}>
      <h2 className="campus-sales__title" part="title" id={headingId}>
        {t('sales.form.title')}
      </h2>
      {loading ? (
        <LoadingRegion className="campus-sales__loading" part="loading">
          <Skeleton lines={2} />
          <Skeleton lines={4} />
        </LoadingRegion>
      ) : failure || data.campaignsFailure ? (
        <ErrorState
          error={failure?.error ?? data.campaignsFailure?.error}
          onRetry={() => {
            failure?.retry();
            data.campaignsFailure?.retry();
          }}
          retrying={failure?.isFetching ?? data.campaignsFailure?.retrying ?? false}
        />
      ) : (
        <>
          {campaigns !== undefined && campaigns.length > 0 && (
            <CampaignPicker campaigns={campaigns} selectedId={selectedId} onSelect={choose} failed={selectFailed} />
          )}
          <Tabs
            label={t('sales.form.tabs_label')}
            selectedId={tab}
            onSelect={(id) => setTab(id === 'mine' ? 'mine' : 'report')}
            tabs={[
              { id: 'report', label: t('sales.form.tab_report'), panel: report },
              {
                id: 'mine',
                label: t('sales.form.tab_mine'),
                panel: (
                  <Suspense fallback={<Skeleton lines={3} />}>
                    <MySales
                      campaignId={selectedId}
                      onResubmit={resubmit}
                      isSentAgain={(sale) => invoicesInUse(data.sentSales, sale.id).includes(sale.invoice_number)}
                    />
                  </Suspense>
                ),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
