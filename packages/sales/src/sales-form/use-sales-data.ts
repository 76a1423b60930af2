import { httpErrorOf, loyaltyQueries } from '@campus/core';
import type { WireId } from '@campus/core/api';
import type { CampaignWire, LoyaltyProduct, LoyaltyStore, LoyaltyStoresResponse, SaleWire } from '@campus/core/schemas';
import type { CampaignPeriod } from '@campus/core/rules';
import { useLocale, useQuery } from '@campus/ui';
import type { ResourceState } from '@campus/ui';

/** What the sale form reports against, loaded through the instance's query cache (shared with the other widgets). */
export interface SalesData {
  /** The stores and products: the form needs both. */
  stores: ResourceState<LoyaltyStoresResponse>;
  products: ResourceState<{ products: LoyaltyProduct[] }>;
  /** Active and previous campaigns, newest first; `undefined` while loading or when the server has none to say. */
  campaigns: readonly CampaignWire[] | undefined;
  /** The campaigns call failed for another reason than the module being off: retry it. */
  campaignsFailure: { error: unknown; retry: () => void; retrying: boolean } | undefined;
  campaignsLoading: boolean;
  /** The member's saved campaign selection. */
  savedCampaignId: WireId | null;
  /** The active campaign, from the campaigns answer or the stores answer. */
  activeCampaignId: WireId | null;
  /** Its period, when the campaigns answer gave it. */
  activePeriod: CampaignPeriod | null;
  /** Points multiplier of the member's level (1 until known). */
  multiplier: number;
  /** The member's sales in the active campaign (for {@link invoicesInUse}). */
  sentSales: readonly SaleWire[];
}

/** Every store of every chain, flat. */
export function allStores(data: LoyaltyStoresResponse | undefined): LoyaltyStore[] {
  return data?.retailers.flatMap((retailer) => retailer.stores) ?? [];
}

/**
 * Invoice numbers the member can no longer send in the active campaign: those of their sales, rejected ones left
 * out. `except` is a sale known to be rejected (the one being corrected, or one "my sales" shows rejected): it
 * counts as rejected even when `sales` was loaded before the audit rejected it (the page stayed open), so only
 * another sale can hold its invoice number.
 */
export function invoicesInUse(sales: readonly SaleWire[], except?: WireId): string[] {
  return sales.filter((sale) => sale.status !== 'rejected' && sale.id !== except).map((sale) => sale.invoice_number);
}

/**
 * Loads campaigns, stores, products, the member's level and the invoice numbers already sent. A client
 * without the campaigns module answers 403 to `GET /api/campaigns/`: the form then works without the campaign
 * picker (the active campaign still comes with the stores) instead of failing.
 */
export function useSalesData(): SalesData {
  const locale = useLocale();
  const campaigns = useQuery(loyaltyQueries.campaigns(locale));
  const stores = useQuery(loyaltyQueries.stores());
  const products = useQuery(loyaltyQueries.products(locale), { isEmpty: () => false });
  const levels = useQuery(loyaltyQueries.levels(locale));
  const activeCampaignId = campaigns.data?.active[0]?.id ?? stores.data?.active_campaign_id ?? null;
  // 100 is the server's largest page; a member rarely reports more in one campaign, and the server checks anyway.
  const sent = useQuery(
    activeCampaignId === null ? null : loyaltyQueries.sales({ campaign: activeCampaignId, page: 1, pageSize: 100 }),
  );
  const moduleOff = httpErrorOf(campaigns.error)?.status === 403;
  const active = campaigns.data?.active[0];
  const level = levels.data?.levels.find((entry) => entry.level === levels.data?.current_level);
  return {
    stores,
    products,
    campaigns: campaigns.data ? [...campaigns.data.active, ...campaigns.data.previous] : undefined,
    campaignsFailure:
      campaigns.status === 'error' && !moduleOff
        ? { error: campaigns.error, retry: campaigns.retry, retrying: campaigns.isFetching }
        : undefined,
    campaignsLoading: campaigns.status === 'loading',
    savedCampaignId: campaigns.data?.selected_campaign_id ?? null,
    activeCampaignId,
    activePeriod: active ? { beginDate: active.begin_date, endDate: active.end_date } : null,
    multiplier: level?.benefits.points_multiplier ?? 1,
    sentSales: sent.data?.results ?? [],
  };
}
