// Fixtures for tests and stories: answers shaped exactly like the reference server's (checked against the
// @campus/core schemas by sales-fixtures.test.ts), dated around today's programme day. Test-only.
import { addDays } from '@campus/core/rules';
import type {
  CampaignsResponse,
  LevelsResponse,
  LoyaltyProduct,
  LoyaltyStoresResponse,
  PhotoTypesResponse,
  SaleWire,
} from '@campus/core/schemas';
import { productToday } from '../shared/product-day.js';

export const TODAY = productToday();
export const ACTIVE_CAMPAIGN_ID = 7;
export const PREVIOUS_CAMPAIGN_ID = 6;
export const STORE_PAULISTA = 11;
export const STORE_CENTRO = 12;
export const STORE_VALE_SUL = 21;
export const CHAIN_HORIZONTE = 1;
export const CHAIN_VALE = 2;

/** Active and previous campaigns (the active one began 30 days ago). */
export function campaigns(overrides: Partial<CampaignsResponse> = {}): CampaignsResponse {
  return {
    active: [
      {
        id: ACTIVE_CAMPAIGN_ID,
        name: 'Campanha Verão',
        description: 'Pontos em dobro nas duas primeiras semanas.',
        image: null,
        begin_date: addDays(TODAY, -30),
        end_date: addDays(TODAY, 45),
        status: 'active',
      },
    ],
    previous: [
      {
        id: PREVIOUS_CAMPAIGN_ID,
        name: 'Campanha Primavera',
        description: '',
        image: null,
        begin_date: addDays(TODAY, -120),
        end_date: addDays(TODAY, -31),
        status: 'finished',
      },
    ],
    upcoming: [],
    selected_campaign_id: null,
    ...overrides,
  };
}

/** The agent's chains and stores: Horizonte Paulista (photo required), Horizonte Centro (no cameras), Vale Sul (not in the campaign). */
export function stores(): LoyaltyStoresResponse {
  const store = (id: number, name: string, city: string, state: string, photo: boolean, participating: boolean) => ({
    id,
    name,
    city,
    state,
    invoice_photo_required: photo,
    campaign_ids: participating ? [PREVIOUS_CAMPAIGN_ID, ACTIVE_CAMPAIGN_ID] : [PREVIOUS_CAMPAIGN_ID],
    participating,
  });
  return {
    active_campaign_id: ACTIVE_CAMPAIGN_ID,
    retailers: [
      {
        id: CHAIN_HORIZONTE,
        name: 'Rede Horizonte',
        stores: [
          store(STORE_CENTRO, 'Horizonte Centro', 'Rio de Janeiro', 'RJ', false, true),
          store(STORE_PAULISTA, 'Horizonte Paulista', 'São Paulo', 'SP', true, true),
        ],
      },
      { id: CHAIN_VALE, name: 'Rede Vale', stores: [store(STORE_VALE_SUL, 'Vale Sul', 'Curitiba', 'PR', true, false)] },
    ],
  };
}

const PRODUCT_ROWS = [
  [1, 'NB-AUR-I5-13', 'Aurora Slim 14', 'Aurora', 'Notebook', 'Core i5', '13ª geração', '14"', 300],
  [2, 'NB-AUR-I7-13', 'Aurora Pro 16', 'Aurora', 'Notebook', 'Core i7', '13ª geração', '16"', 500],
  [3, 'NB-BRI-I3-12', 'Brisa Go 15', 'Brisa', 'Notebook', 'Core i3', '12ª geração', '15,6"', 150],
  [4, '2E1-BRI-I5-13', 'Brisa Flex 13', 'Brisa', '2 em 1', 'Core i5', '13ª geração', '13,3"', 350],
  [7, 'MN-DEL-27', 'Delta Monitor 27', 'Delta', 'Monitor', null, null, '27"', 80],
] as const;

/** Products of every kind, one without processor. */
export function products(): LoyaltyProduct[] {
  return PRODUCT_ROWS.map(([id, sku, name, brand, type, processor, generation, formFactor, points]) => ({
    id,
    sku,
    name,
    brand,
    product_type: type,
    processor,
    processor_generation: generation,
    form_factor: formFactor,
    points,
  }));
}

/** The member at the Creator (intermediate) level: ×1.5. */
export function levels(current: LevelsResponse['current_level'] = 'intermediate'): LevelsResponse {
  const level = (
    id: number,
    value: LevelsResponse['current_level'],
    name: string,
    minimum: number,
    multiplier: number,
  ) => ({
    id,
    level: value,
    name,
    minimum_points: minimum,
    benefits: { points_multiplier: multiplier, events: value !== 'basic' },
  });
  return {
    levels: [
      level(1, 'basic', 'Básico', 0, 1),
      level(2, 'intermediate', 'Creator', 5000, 1.5),
      level(3, 'highest', 'Influencer', 15000, 2),
    ],
    current_level: current,
    level_points: 6200,
  };
}

/** Store-photo types. */
export function photoTypes(): PhotoTypesResponse {
  return {
    photo_types: [
      {
        id: 31,
        name: 'Vitrine',
        description: 'Fotografe de frente, com os produtos participantes visíveis.',
        points: 50,
      },
      { id: 32, name: 'Gôndola', description: '', points: 30 },
    ],
  };
}

/** A sale of the member; `overrides` win. */
export function sale(overrides: Partial<SaleWire> = {}): SaleWire {
  return {
    id: 501,
    campaign_id: ACTIVE_CAMPAIGN_ID,
    retailer: { id: CHAIN_HORIZONTE, name: 'Rede Horizonte' },
    store: { id: STORE_PAULISTA, name: 'Horizonte Paulista' },
    sale_date: addDays(TODAY, -3),
    invoice_number: 'NF-1001',
    observation: '',
    invoice_photo_url: '/api/uploads/abc.jpg',
    status: 'credited',
    total_points: 900,
    rejection_reason: null,
    products: [{ sku: 'NB-AUR-I5-13', name: 'Aurora Slim 14', quantity: 2, points: 900 }],
    created_at: `${addDays(TODAY, -3)}T15:00:00.000Z`,
    ...overrides,
  };
}

/** Sales in every status, newest first. */
export function salesInEveryStatus(): SaleWire[] {
  return [
    sale(),
    sale({
      id: 502,
      invoice_number: 'NF-0999',
      status: 'rejected',
      rejection_reason: 'A nota fiscal está ilegível.',
      sale_date: addDays(TODAY, -5),
      observation: 'Cliente corporativo',
      products: [
        { sku: 'NB-BRI-I3-12', name: 'Brisa Go 15', quantity: 1, points: 225 },
        { sku: 'MN-DEL-27', name: 'Delta Monitor 27', quantity: 3, points: 360 },
      ],
      total_points: 585,
    }),
    sale({ id: 503, invoice_number: 'NF-0950', status: 'under_audit', total_points: 750 }),
    sale({ id: 504, invoice_number: 'NF-0900', status: 'approved', total_points: 450 }),
  ];
}

/** A tiny valid PNG (1×1), as a file a person picked. */
export function photoFile(name = 'nota.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png', lastModified: 1_700_000_000_000 });
}
