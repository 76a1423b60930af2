import { asc, eq } from 'drizzle-orm';
import {
  campaignPromotions,
  campaigns,
  campaignStores,
  loyaltyProducts,
  photoTypes,
  retailChains,
  stores,
  storeLoyaltySettings,
  userStores,
} from '../../db/schema';
import type { CampaignRow } from '../../db/schema';
import type { DemoSeedContext } from './index';
import { seedDemoLoyaltyHistory } from './demo-loyalty-history';
import { seedDemoLoyaltyStore } from './demo-loyalty-store';

/*
 * The loyalty programme's demo data (issue 6): which stores take part in which campaign, the products a sale
 * lists, photo types and promotions. demo-loyalty-store.ts adds rewards and events, demo-loyalty-history.ts
 * the members' sales, photos, points and levels. Stores and campaigns come from the accounts and platform
 * steps: the active campaign began 30 days before the seed day and ends 45 days after it.
 */

/** Products of the demo (spec §3 Sale products): SKU, name, brand, type, processor, generation, form factor, points. */
export const DEMO_PRODUCTS = [
  ['NB-AUR-I5-13', 'Aurora Slim 14', 'Aurora', 'Notebook', 'Core i5', '13ª geração', '14"', 300],
  ['NB-AUR-I7-13', 'Aurora Pro 16', 'Aurora', 'Notebook', 'Core i7', '13ª geração', '16"', 500],
  ['NB-BRI-I3-12', 'Brisa Go 15', 'Brisa', 'Notebook', 'Core i3', '12ª geração', '15,6"', 150],
  ['2E1-BRI-I5-13', 'Brisa Flex 13', 'Brisa', '2 em 1', 'Core i5', '13ª geração', '13,3"', 350],
  ['DT-COM-I5-12', 'Cometa Torre', 'Cometa', 'Desktop', 'Core i5', '12ª geração', 'Torre', 250],
  ['AIO-COM-I7-13', 'Cometa Tudo em Um 24', 'Cometa', 'All-in-one', 'Core i7', '13ª geração', '23,8"', 450],
  ['MN-DEL-27', 'Delta Monitor 27', 'Delta', 'Monitor', null, null, '27"', 80],
] as const;

/** Store-photo types with their points. */
const DEMO_PHOTO_TYPES = [
  [{ 'pt-BR': 'Vitrine', 'en-US': 'Shop window', 'es-ES': 'Escaparate', 'fr-FR': 'Vitrine' }, 50],
  [{ 'pt-BR': 'Gôndola', 'en-US': 'Shelf display', 'es-ES': 'Góndola', 'fr-FR': 'Gondole' }, 30],
  [
    {
      'pt-BR': 'Material de ponto de venda',
      'en-US': 'Point-of-sale material',
      'es-ES': 'Material de punto de venta',
      'fr-FR': 'PLV',
    },
    40,
  ],
] as const;

/**
 * Participation: in the active campaign every store but Vale Sul (so the agent, who also works there, meets
 * `store_not_participating`); in earlier campaigns every store. Horizonte Centro forbids phones and cameras,
 * so its invoices need no photo; the others require one.
 */
const NOT_IN_ACTIVE_CAMPAIGN = 'Vale Sul';
const NO_CAMERAS = 'Horizonte Centro';

/** The demo campaigns of the client, oldest first, with the active one and the one before it. */
export async function demoLoyaltyCampaigns(context: DemoSeedContext) {
  const rows = await context.tx
    .select()
    .from(campaigns)
    .where(eq(campaigns.clientId, context.client.id))
    .orderBy(asc(campaigns.beginDate));
  // The platform step inserts five: three previous, the active one (4th) and the next one.
  const active = rows[3];
  const previous = rows[2];
  if (!active || !previous) throw new Error('demo seed: the platform step must seed the campaigns first');
  return { all: rows, active, previous };
}

async function seedParticipation(context: DemoSeedContext, all: readonly CampaignRow[], active: CampaignRow) {
  const { tx } = context;
  const storeRows = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .innerJoin(retailChains, eq(retailChains.id, stores.chainId));
  const byName = new Map(storeRows.map((row) => [row.name, row.id]));
  await tx
    .insert(campaignStores)
    .values(
      all.flatMap((campaign) =>
        storeRows
          .filter((store) => campaign.id !== active.id || store.name !== NOT_IN_ACTIVE_CAMPAIGN)
          .map((store) => ({ campaignId: campaign.id, storeId: store.id })),
      ),
    );
  await tx
    .insert(storeLoyaltySettings)
    .values(storeRows.map((store) => ({ storeId: store.id, camerasAllowed: store.name !== NO_CAMERAS })));
  const valeSul = byName.get(NOT_IN_ACTIVE_CAMPAIGN);
  if (valeSul !== undefined) await tx.insert(userStores).values({ userId: context.users.agent.id, storeId: valeSul });
}

/** Demo step "loyalty programme". */
export async function seedDemoLoyalty(context: DemoSeedContext): Promise<void> {
  const { tx, client } = context;
  const { all, active, previous } = await demoLoyaltyCampaigns(context);
  await seedParticipation(context, all, active);
  const products = await tx
    .insert(loyaltyProducts)
    .values(
      DEMO_PRODUCTS.map(([sku, name, brand, productType, processor, processorGeneration, formFactor, points]) => ({
        clientId: client.id,
        sku,
        name,
        brand,
        productType,
        processor,
        processorGeneration,
        formFactor,
        points,
      })),
    )
    .returning();
  await tx.insert(photoTypes).values(
    DEMO_PHOTO_TYPES.map(([names, points], position) => ({
      clientId: client.id,
      names,
      descriptions: {
        'pt-BR': 'Fotografe de frente, com os produtos participantes visíveis.',
        'en-US': 'Shoot from the front, with the participating products visible.',
        'es-ES': 'Fotografía de frente, con los productos participantes visibles.',
        'fr-FR': 'Photographiez de face, avec les produits participants visibles.',
      },
      points,
      position,
    })),
  );
  // The active campaign's description promises double points in its first two weeks.
  const allInOne = products.find((product) => product.sku === 'AIO-COM-I7-13');
  await tx.insert(campaignPromotions).values([
    {
      campaignId: active.id,
      productId: null,
      name: 'Pontos em dobro nas duas primeiras semanas',
      multiplier: 2,
      beginDate: active.beginDate,
      endDate: addDaysIso(active.beginDate, 13),
    },
    ...(allInOne
      ? [
          {
            campaignId: active.id,
            productId: allInOne.id,
            name: 'Tudo em Um com 50% a mais',
            multiplier: 1.5,
            beginDate: addDaysIso(active.beginDate, 14),
            endDate: active.endDate,
          },
        ]
      : []),
  ]);
  await seedDemoLoyaltyStore(context, active);
  await seedDemoLoyaltyHistory(context, { active, previous, products });
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
