import type { Locale } from '@campus/core';
import type { LoyaltyStore } from '@campus/core/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { campaigns, campaignStores, loyaltyProducts, photoTypes } from '../../db/schema';
import { localizedName } from '../../shared/localized-name';
import { findActiveCampaign } from '../campaign-lookup';
import type { LoyaltyContext } from '../request-context';
import { memberStoreRows } from './member-stores';

/*
 * What a member reports sales and photos against (issue 6): their retail chains and stores with participation
 * per campaign, the products, and the store-photo types.
 */

/**
 * The member's active stores of the client by retail chain, each with the campaigns it takes part in; `participating` when
 * one of them is the active campaign, `invoice_photo_required` where phones and cameras are allowed.
 */
export async function readMemberStores(db: CampusDb, context: LoyaltyContext) {
  const active = await findActiveCampaign(db, context.clientId, context.today);
  const rows = await memberStoreRows(db, context);
  const participation =
    rows.length === 0
      ? []
      : await db
          .select({ storeId: campaignStores.storeId, campaignId: campaignStores.campaignId })
          .from(campaignStores)
          .innerJoin(campaigns, eq(campaigns.id, campaignStores.campaignId))
          .where(
            and(
              eq(campaigns.clientId, context.clientId),
              inArray(
                campaignStores.storeId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(campaigns.beginDate));
  const retailers = new Map<number, { id: number; name: string; stores: LoyaltyStore[] }>();
  for (const row of rows) {
    const campaignIds = participation.filter((entry) => entry.storeId === row.id).map((entry) => entry.campaignId);
    const retailer = retailers.get(row.chainId) ?? { id: row.chainId, name: row.chainName, stores: [] };
    retailer.stores.push({
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      invoice_photo_required: row.camerasAllowed,
      campaign_ids: campaignIds,
      participating: active !== undefined && campaignIds.includes(active.id),
    });
    retailers.set(row.chainId, retailer);
  }
  return {
    active_campaign_id: active?.id ?? null,
    retailers: [...retailers.values()],
  };
}

/** The client's active products, by brand and name, with their unit points. */
export async function readProducts(db: CampusDb, clientId: number) {
  const rows = await db
    .select()
    .from(loyaltyProducts)
    .where(and(eq(loyaltyProducts.clientId, clientId), eq(loyaltyProducts.isActive, true)))
    .orderBy(asc(loyaltyProducts.brand), asc(loyaltyProducts.name));
  return {
    products: rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name,
      brand: row.brand,
      product_type: row.productType,
      processor: row.processor,
      processor_generation: row.processorGeneration,
      form_factor: row.formFactor,
      points: row.points,
    })),
  };
}

/** The client's active store-photo types in order, names and descriptions in `locale`. */
export async function readPhotoTypes(db: CampusDb, clientId: number, locale: Locale) {
  const rows = await db
    .select()
    .from(photoTypes)
    .where(and(eq(photoTypes.clientId, clientId), eq(photoTypes.isActive, true)))
    .orderBy(asc(photoTypes.position), asc(photoTypes.id));
  return {
    photo_types: rows.map((row) => ({
      id: row.id,
      name: localizedName(row.names, locale),
      description: Object.keys(row.descriptions).length === 0 ? '' : localizedName(row.descriptions, locale),
      points: row.points,
    })),
  };
}
