import { LEVEL_MULTIPLIERS, linePoints, promotionMultiplierFor } from '@campus/core/rules';
import type { Level } from '@campus/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  campaignPromotions,
  ledgerEntries,
  memberCampaignLevels,
  photoTypes,
  pointAdjustments,
  sales,
  storePhotos,
  stores,
} from '../../db/schema';
import type { CampaignRow, LoyaltyProductRow } from '../../db/schema';
import { creditSalePoints, insertSaleLines } from '../../loyalty/earning/sale-service';
import { lockPointAccount } from '../../loyalty/ledger-account';
import { creditPoints, reverseCredit } from '../../loyalty/ledger';
import { sanitizeImage } from '../../uploads/sanitize-image';
import { storeUpload } from '../../uploads/upload-store';
import type { DemoSeedContext } from './index';
import { demoCalendar } from './demo-dates';

/** A demo sale: who, campaign, store, days from the seed day, invoice, lines (SKU, quantity), outcome. */
interface DemoSale {
  readonly member: 'agent' | 'owner';
  readonly campaign: 'previous' | 'active';
  readonly store: string;
  readonly day: number;
  readonly invoice: string;
  readonly lines: readonly (readonly [string, number])[];
  readonly status: 'credited' | 'approved' | 'rejected';
}

/**
 * The members' history: the agent reached Creator (intermediate) in the previous campaign and carries it;
 * the owner is basic, with one sale rejected by the auditor (points reversed) and a welcome bonus.
 */
const DEMO_SALES: readonly DemoSale[] = [
  {
    member: 'agent',
    campaign: 'previous',
    store: 'Horizonte Paulista',
    day: -110,
    invoice: 'NF-20001',
    lines: [
      ['NB-AUR-I7-13', 6],
      ['MN-DEL-27', 4],
    ],
    status: 'approved',
  },
  {
    member: 'agent',
    campaign: 'previous',
    store: 'Horizonte Paulista',
    day: -80,
    invoice: 'NF-20002',
    lines: [['NB-AUR-I5-13', 8]],
    status: 'approved',
  },
  {
    member: 'agent',
    campaign: 'previous',
    store: 'Vale Sul',
    day: -60,
    invoice: 'NF-20003',
    lines: [['AIO-COM-I7-13', 1]],
    status: 'approved',
  },
  {
    member: 'owner',
    campaign: 'previous',
    store: 'Horizonte Centro',
    day: -70,
    invoice: 'NF-30001',
    lines: [['NB-BRI-I3-12', 3]],
    status: 'approved',
  },
  {
    member: 'agent',
    campaign: 'active',
    store: 'Horizonte Paulista',
    day: -25,
    invoice: 'NF-20101',
    lines: [
      ['NB-AUR-I5-13', 2],
      ['MN-DEL-27', 2],
    ],
    status: 'approved',
  },
  {
    member: 'agent',
    campaign: 'active',
    store: 'Horizonte Paulista',
    day: -3,
    invoice: 'NF-20102',
    lines: [['2E1-BRI-I5-13', 1]],
    status: 'credited',
  },
  {
    member: 'owner',
    campaign: 'active',
    store: 'Horizonte Centro',
    day: -20,
    invoice: 'NF-30101',
    lines: [['DT-COM-I5-12', 2]],
    status: 'credited',
  },
  {
    member: 'owner',
    campaign: 'active',
    store: 'Horizonte Centro',
    day: -10,
    invoice: 'NF-30102',
    lines: [['NB-AUR-I7-13', 5]],
    status: 'rejected',
  },
];

/** The level each member holds in each campaign. */
const DEMO_LEVELS: Readonly<Record<'agent' | 'owner', Readonly<Record<'previous' | 'active', Level>>>> = {
  agent: { previous: 'intermediate', active: 'intermediate' },
  owner: { previous: 'basic', active: 'basic' },
};

/** A small, plain invoice picture, run through the same sanitising as real uploads. */
async function demoInvoiceImage(seed: number) {
  const bytes = await sharp({
    create: { width: 96, height: 128, channels: 3, background: { r: 240, g: 240 - (seed % 40), b: 230 } },
  })
    .jpeg()
    .toBuffer();
  return sanitizeImage(bytes, 'invoice_photo');
}

/** Demo step part: sales, a store photo, ledger entries and levels of the agent and the owner. */
export async function seedDemoLoyaltyHistory(
  context: DemoSeedContext,
  input: { active: CampaignRow; previous: CampaignRow; products: readonly LoyaltyProductRow[] },
): Promise<void> {
  const { tx, users } = context;
  const calendar = demoCalendar();
  const storeRows = await tx.select({ id: stores.id, name: stores.name, chainId: stores.chainId }).from(stores);
  const campaignsByKey = { previous: input.previous, active: input.active } as const;
  const promotions = await tx
    .select()
    .from(campaignPromotions)
    .where(eq(campaignPromotions.campaignId, input.active.id));

  for (const member of ['agent', 'owner'] as const) {
    for (const key of ['previous', 'active'] as const) {
      await tx.insert(memberCampaignLevels).values({
        userId: users[member].id,
        campaignId: campaignsByKey[key].id,
        level: DEMO_LEVELS[member][key],
      });
    }
  }

  for (const [index, demo] of DEMO_SALES.entries()) {
    const userId = users[demo.member].id;
    const campaign = campaignsByKey[demo.campaign];
    const store = storeRows.find((row) => row.name === demo.store);
    if (!store) throw new Error(`demo seed: no store ${demo.store}`);
    const saleDate = calendar.day(demo.day);
    const level = DEMO_LEVELS[demo.member][demo.campaign];
    const levelMultiplier = LEVEL_MULTIPLIERS[level];
    const lines = demo.lines.map(([sku, quantity]) => {
      const product = input.products.find((row) => row.sku === sku);
      if (!product) throw new Error(`demo seed: no product ${sku}`);
      const promotion = demo.campaign === 'active' ? promotionMultiplierFor(promotions, product.id, saleDate) : 1;
      return { product, quantity, promotion, points: linePoints(product.points, quantity, levelMultiplier, promotion) };
    });
    const totalPoints = lines.reduce((sum, line) => sum + line.points, 0);
    const photo =
      store.name === 'Horizonte Centro'
        ? null
        : await storeUpload(tx, context.uploads, userId, 'invoice_photo', await demoInvoiceImage(index));
    const [sale] = await tx
      .insert(sales)
      .values({
        userId,
        campaignId: campaign.id,
        retailChainId: store.chainId,
        storeId: store.id,
        saleDate,
        invoiceNumber: demo.invoice,
        invoiceKey: demo.invoice.toLowerCase(),
        invoicePhotoId: photo?.id ?? null,
        status: demo.status,
        totalPoints,
        levelMultiplier,
        rejectionReason: demo.status === 'rejected' ? 'A nota fiscal não corresponde aos produtos informados.' : null,
        auditedBy: demo.status === 'credited' ? null : users.auditor.id,
        auditedAt: demo.status === 'credited' ? null : calendar.at(demo.day + 2),
      })
      .returning();
    if (!sale) throw new Error('demo sale not written');
    await insertSaleLines(tx, sale.id, lines);
    // The ledger's "today" is the sale's day, so points of the previous campaign expire on the next lock.
    const account = await lockPointAccount(tx, userId, saleDate);
    const credit = await creditSalePoints(account, sale.id, totalPoints, campaign);
    await tx
      .update(memberCampaignLevels)
      .set({ levelPoints: sqlAdd(totalPoints) })
      .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)));
    if (demo.status === 'rejected') {
      const rejecting = await lockPointAccount(tx, userId, calendar.day(demo.day + 2));
      await reverseCredit(rejecting, credit, {
        sourceType: 'sale',
        sourceId: sale.id,
        note: sale.rejectionReason,
        createdBy: users.auditor.id,
      });
      await tx
        .update(memberCampaignLevels)
        .set({ levelPoints: sqlAdd(-totalPoints) })
        .where(and(eq(memberCampaignLevels.userId, userId), eq(memberCampaignLevels.campaignId, campaign.id)));
    }
  }

  // A shop-window photo of Horizonte Centro this week: the owner meets the weekly limit there.
  const [windowType] = await tx
    .select()
    .from(photoTypes)
    .where(and(eq(photoTypes.clientId, context.client.id), eq(photoTypes.position, 0)));
  const centro = storeRows.find((row) => row.name === 'Horizonte Centro');
  if (windowType && centro) {
    const owner = users.owner.id;
    const upload = await storeUpload(tx, context.uploads, owner, 'store_photo', await demoInvoiceImage(99));
    const weekday = (new Date(`${calendar.today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const [photo] = await tx
      .insert(storePhotos)
      .values({
        userId: owner,
        campaignId: input.active.id,
        storeId: centro.id,
        photoTypeId: windowType.id,
        weekStart: calendar.day(-weekday),
        uploadId: upload.id,
        points: windowType.points,
      })
      .returning();
    if (photo) {
      const account = await lockPointAccount(tx, owner, calendar.today);
      await creditPoints(account, {
        kind: 'earned',
        sourceType: 'store_photo',
        sourceId: photo.id,
        points: photo.points,
        campaignId: input.active.id,
        expiresOn: input.active.endDate,
      });
      await tx
        .update(memberCampaignLevels)
        .set({ levelPoints: sqlAdd(photo.points) })
        .where(and(eq(memberCampaignLevels.userId, owner), eq(memberCampaignLevels.campaignId, input.active.id)));
    }
  }

  const [bonus] = await tx
    .insert(pointAdjustments)
    .values({
      userId: users.owner.id,
      points: 100,
      reason: 'Bônus de boas-vindas ao programa',
      createdBy: users.admin.id,
    })
    .returning();
  if (bonus) {
    const account = await lockPointAccount(tx, users.owner.id, calendar.today);
    await creditPoints(account, {
      kind: 'adjusted',
      sourceType: 'adjustment',
      sourceId: bonus.id,
      points: bonus.points,
      note: bonus.reason,
      createdBy: users.admin.id,
    });
  }
  // Bring both accounts to today: the previous campaign's points expire now.
  for (const member of ['agent', 'owner'] as const) await lockPointAccount(tx, users[member].id, calendar.today);
  await dateDemoLedger(tx, input.previous);
}

/**
 * The ledger stamps entries with the time they are written, which for the whole demo history is the moment of the
 * seed: the statement and its chart would show months of history on one day. Each sale's credit is dated on its
 * sale day, its reversal on its audit, and the expiry of the previous campaign on the day after that campaign.
 */
async function dateDemoLedger(tx: DemoSeedContext['tx'], previous: CampaignRow): Promise<void> {
  await tx.execute(sql`
    update ${ledgerEntries} as entry
    set created_at = case when entry.kind = 'reversed' then sale.audited_at
                          else (sale.sale_date + time '12:00') at time zone 'UTC' end
    from ${sales} as sale
    where entry.source_type = 'sale' and entry.source_id = sale.id`);
  await tx.execute(sql`
    update ${ledgerEntries} set created_at = (${previous.endDate}::date + 1)::timestamp at time zone 'UTC'
    where kind = 'expired' and campaign_id = ${previous.id}`);
}

/** `level_points + n`, evaluated by the database. */
function sqlAdd(points: number) {
  return sql`${memberCampaignLevels.levelPoints} + ${points}`;
}
