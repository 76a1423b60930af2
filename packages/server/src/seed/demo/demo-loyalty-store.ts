import { and, asc, eq } from 'drizzle-orm';
import { catalogueItems, loyaltyEvents, rewardCategoryLimits, rewards } from '../../db/schema';
import type { CampaignRow } from '../../db/schema';
import { assetUrl } from '../../shared/assets';
import type { DemoSeedContext } from './index';
import { demoCalendar } from './demo-dates';
import { createDemoRandom } from './demo-random';
import { demoEntryIds, entryId } from './demo-site-lists';

/** Check-in codes of the demo events, by when they happen (documented for testers in docs/loyalty.md). */
export const DEMO_EVENT_CODES = { now: '246810', upcoming: '135790', past: '112233' } as const;

/**
 * Demo rewards: department and category codes (the client's site lists), names, cost, stock, ships. The
 * last-but-one needs the first online course done; gift cards are limited to two per member.
 */
const DEMO_REWARDS = [
  ['computers', 'electronics', 'Mouse sem fio', 'Mouse óptico sem fio com receptor USB.', 1200, 40, true],
  ['computers', 'electronics', 'Fone de ouvido Bluetooth', 'Fone com cancelamento de ruído.', 3500, 15, true],
  ['phones', 'electronics', 'Carregador portátil 10.000 mAh', 'Bateria externa com duas saídas USB.', 2200, 25, true],
  ['appliances', 'home', 'Cafeteira elétrica', 'Cafeteira para 30 xícaras.', 4800, 8, true],
  ['appliances', 'home', 'Liquidificador', 'Liquidificador de 3 velocidades.', 3900, 0, true],
  ['travel', 'experiences', 'Dia de spa', 'Voucher para um dia de spa para duas pessoas.', 9000, 3, false],
  ['travel', 'gift-cards', 'Vale-presente R$ 100', 'Código enviado por e-mail após a aprovação.', 2500, 100, false],
] as const;

/** Demo step part: rewards (with stock and a category limit) and the programme events. */
export async function seedDemoLoyaltyStore(context: DemoSeedContext, active: CampaignRow): Promise<void> {
  const { tx, client } = context;
  const departments = await demoEntryIds(tx, client.id, 'reward_departments');
  const categories = await demoEntryIds(tx, client.id, 'reward_categories');
  const [firstCourse] = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.clientId, client.id), eq(catalogueItems.type, 'online_course')))
    .orderBy(asc(catalogueItems.position), asc(catalogueItems.id))
    .limit(1);
  await tx.insert(rewards).values(
    DEMO_REWARDS.map(([department, category, name, description, cost, stock, ships], index) => ({
      clientId: client.id,
      departmentId: entryId(departments, department),
      categoryId: entryId(categories, category),
      names: { 'pt-BR': name },
      descriptions: { 'pt-BR': description },
      image: assetUrl(`demo/covers/cover-${(index % 8) + 1}.svg`),
      cost,
      stock,
      ships,
      minimumLevel: category === 'experiences' ? ('intermediate' as const) : null,
      mandatoryTrainingId: category === 'experiences' ? (firstCourse?.id ?? null) : null,
    })),
  );
  await tx.insert(rewardCategoryLimits).values({ categoryId: entryId(categories, 'gift-cards'), maxPerMember: 2 });

  const calendar = demoCalendar();
  const random = createDemoRandom(0x10ad1);
  const qr = () => Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  await tx.insert(loyaltyEvents).values([
    {
      clientId: client.id,
      campaignId: active.id,
      type: 'training',
      title: 'Treinamento de lançamento da linha Aurora',
      description: 'Apresentação dos novos notebooks Aurora e das regras da campanha.',
      location: 'Centro de convenções, São Paulo',
      beginAt: calendar.at(-1, 9),
      endAt: calendar.at(2, 18),
      checkInCode: DEMO_EVENT_CODES.now,
      qrToken: qr(),
      points: 200,
      minimumLevel: 'intermediate' as const,
    },
    {
      clientId: client.id,
      campaignId: active.id,
      type: 'convention',
      title: 'Convenção regional de vendas',
      description: 'Encontro dos melhores vendedores da campanha.',
      location: 'Hotel Horizonte, Rio de Janeiro',
      beginAt: calendar.at(20, 9),
      endAt: calendar.at(20, 18),
      checkInCode: DEMO_EVENT_CODES.upcoming,
      qrToken: qr(),
      points: 300,
      minimumLevel: 'intermediate' as const,
    },
    {
      clientId: client.id,
      campaignId: null,
      type: 'launch',
      title: 'Lançamento da linha Brisa',
      description: 'Evento de lançamento encerrado.',
      location: 'Online',
      beginAt: calendar.at(-40, 19),
      endAt: calendar.at(-40, 21),
      checkInCode: DEMO_EVENT_CODES.past,
      qrToken: qr(),
      points: 100,
      minimumLevel: 'intermediate' as const,
    },
  ]);
}
