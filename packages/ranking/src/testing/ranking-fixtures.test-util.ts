// Wire fixtures shaped like the reference server's answers (docs/loyalty.md, packages/server/src/routes/loyalty*),
// parsed by the core schemas in ranking-fixtures.test.ts so they cannot drift. Test-only.
import type {
  CampaignsResponse,
  CampaignWire,
  LevelsResponse,
  LoyaltyProductsResponse,
  LoyaltyStoresResponse,
  PhotoTypesResponse,
  PointsSummary,
  RankingEntry,
  RankingResponse,
  StatementEntry,
} from '@campus/core/schemas';

/** The member the fake API signs in as. */
export const ME_ID = 7;

export const activeCampaign = (patch: Partial<CampaignWire> = {}): CampaignWire => ({
  id: 4,
  name: 'Campanha Outono',
  description: 'Pontos em dobro nas duas primeiras semanas.',
  image: null,
  begin_date: '2026-03-01',
  end_date: '2026-05-15',
  status: 'active',
  ...patch,
});

export const previousCampaign = (patch: Partial<CampaignWire> = {}): CampaignWire => ({
  id: 3,
  name: 'Campanha Verão',
  description: '',
  image: null,
  begin_date: '2025-12-01',
  end_date: '2026-02-15',
  status: 'finished',
  ...patch,
});

export const campaigns = (patch: Partial<CampaignsResponse> = {}): CampaignsResponse => ({
  active: [activeCampaign()],
  previous: [previousCampaign()],
  upcoming: [],
  selected_campaign_id: null,
  ...patch,
});

export const entry = (
  position: number,
  id: number,
  name: string,
  points: number,
  level: RankingEntry['level'] = 'basic',
): RankingEntry => ({
  position,
  user: { id, full_name: name },
  points,
  level,
});

/** A ranking of five with the member third. */
export const ranking = (patch: Partial<RankingResponse> = {}): RankingResponse => {
  const results = [
    entry(1, 11, 'Carla Mendes', 9800, 'intermediate'),
    entry(2, 12, 'Diego Rocha', 7200, 'intermediate'),
    entry(3, ME_ID, 'Bruno Lima', 5100, 'intermediate'),
    entry(4, 14, 'Elisa Martins', 900),
    entry(5, 15, 'Fábio Costa', 40),
  ];
  return {
    campaign_id: 4,
    area: 'client',
    realtime_area: 'client:1',
    results,
    me: results[2] ?? null,
    ...patch,
  };
};

export const stores = (): LoyaltyStoresResponse => ({
  active_campaign_id: 4,
  retailers: [
    {
      id: 2,
      name: 'Horizonte',
      stores: [
        {
          id: 5,
          name: 'Horizonte Paulista',
          city: 'São Paulo',
          state: 'SP',
          invoice_photo_required: true,
          campaign_ids: [3, 4],
          participating: true,
        },
      ],
    },
    {
      id: 3,
      name: 'Vale',
      stores: [
        {
          id: 6,
          name: 'Vale Sul',
          city: 'Curitiba',
          state: 'PR',
          invoice_photo_required: true,
          campaign_ids: [3],
          participating: false,
        },
      ],
    },
  ],
});

export const levels = (patch: Partial<LevelsResponse> = {}): LevelsResponse => ({
  levels: [
    { id: 1, level: 'basic', name: 'Básico', minimum_points: 0, benefits: { points_multiplier: 1, events: false } },
    {
      id: 2,
      level: 'intermediate',
      name: 'Creator',
      minimum_points: 5000,
      benefits: { points_multiplier: 1.5, events: true },
    },
    {
      id: 3,
      level: 'highest',
      name: 'Influencer',
      minimum_points: 15000,
      benefits: { points_multiplier: 2, events: true },
    },
  ],
  current_level: 'intermediate',
  level_points: 5100,
  ...patch,
});

export const products = (): LoyaltyProductsResponse => ({
  products: [
    {
      id: 1,
      sku: 'NB-BRI-I3-12',
      name: 'Notebook Brisa i3',
      brand: 'Brisa',
      product_type: 'Notebook',
      processor: 'Core i3',
      processor_generation: '12',
      form_factor: 'Notebook',
      points: 120,
    },
    {
      id: 2,
      sku: 'MN-VIS-27',
      name: 'Monitor Visão 27"',
      brand: 'Visão',
      product_type: 'Monitor',
      processor: null,
      processor_generation: null,
      form_factor: null,
      points: 40,
    },
  ],
});

export const photoTypes = (): PhotoTypesResponse => ({
  photo_types: [
    { id: 1, name: 'Vitrine', description: 'A vitrine da loja com os produtos da campanha.', points: 50 },
    { id: 2, name: 'Gôndola', description: 'A gôndola com os produtos expostos.', points: 30 },
  ],
});

export const pointsSummary = (patch: Partial<PointsSummary> = {}): PointsSummary => ({
  balance: 4300,
  experience_points: 12600,
  level: 'intermediate',
  level_points: 5100,
  pending_audit: 800,
  expiring: [{ points: 4300, expires_on: '2026-05-15' }],
  ...patch,
});

export const statementEntry = (patch: Partial<StatementEntry> & Pick<StatementEntry, 'id'>): StatementEntry => ({
  kind: 'earned',
  points: 100,
  balance_after: 100,
  source: { type: 'sale', id: 1 },
  campaign_id: 4,
  expires_on: '2026-05-15',
  note: null,
  created_at: '2026-03-10T15:00:00.000Z',
  ...patch,
});

/** A ledger, newest first: the balance ends at 4300 (the summary's). */
export const statement = (): StatementEntry[] => [
  statementEntry({
    id: 9,
    kind: 'redeemed',
    points: -1000,
    balance_after: 4300,
    source: { type: 'reward_order', id: 31 },
    expires_on: null,
    created_at: '2026-04-02T13:00:00.000Z',
  }),
  statementEntry({
    id: 8,
    kind: 'adjusted',
    points: 100,
    balance_after: 5300,
    source: { type: 'adjustment', id: 2 },
    expires_on: null,
    note: 'Bônus de boas-vindas',
    created_at: '2026-03-20T12:00:00.000Z',
  }),
  statementEntry({
    id: 7,
    points: 3000,
    balance_after: 5200,
    source: { type: 'sale', id: 21 },
    created_at: '2026-03-12T18:00:00.000Z',
  }),
  statementEntry({
    id: 6,
    points: 2200,
    balance_after: 2200,
    source: { type: 'sale', id: 20 },
    created_at: '2026-03-05T18:00:00.000Z',
  }),
  statementEntry({
    id: 5,
    kind: 'expired',
    points: -900,
    balance_after: 0,
    source: { type: 'campaign', id: 3 },
    campaign_id: 3,
    expires_on: null,
    created_at: '2026-02-16T03:00:00.000Z',
  }),
  statementEntry({
    id: 4,
    points: 900,
    balance_after: 900,
    campaign_id: 3,
    source: { type: 'store_photo', id: 3 },
    expires_on: '2026-02-15',
    created_at: '2026-01-10T12:00:00.000Z',
  }),
];
