// Fixtures for tests and stories: answers shaped exactly like the reference server's (checked against the
// @campus/core schemas by rewards-fixtures.test.ts). Test-only: kept out of the package build.
import type { LevelsResponse, OnlineCourse, OrderWire, PointsSummary, RewardWire } from '@campus/core/schemas';

export const DEPARTMENT_COMPUTERS = { id: 71, name: 'Informática' };
export const DEPARTMENT_TRAVEL = { id: 72, name: 'Viagens' };
export const CATEGORY_ELECTRONICS = { id: 81, name: 'Eletrônicos' };
export const CATEGORY_GIFT_CARDS = { id: 82, name: 'Vale-presentes' };
export const CATEGORY_EXPERIENCES = { id: 83, name: 'Experiências' };

/** A decorative cover that needs no network (stories fail on any request). */
export const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0f766e"/>' +
      '<circle cx="11" cy="4" r="2.5" fill="#99f6e4"/></svg>',
  );

/** A reward; `overrides` win. */
export function reward(overrides: Partial<RewardWire> = {}): RewardWire {
  return {
    id: 501,
    name: 'Mouse sem fio',
    description: 'Mouse óptico sem fio com receptor USB.',
    image: COVER,
    department: DEPARTMENT_COMPUTERS,
    category: CATEGORY_ELECTRONICS,
    cost: 1200,
    stock: 40,
    category_max: null,
    minimum_level: null,
    mandatory_training: null,
    ships: true,
    campaign_id: null,
    created_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The store's rewards, one of each case: ships, sold out, category maximum, level and training, digital. */
export function storeRewards(): RewardWire[] {
  return [
    reward(),
    reward({ id: 502, name: 'Liquidificador', cost: 3900, stock: 0, created_at: '2026-11-02T12:00:00.000Z' }),
    reward({
      id: 503,
      name: 'Vale-presente R$ 100',
      description: 'Código enviado por e-mail após a aprovação.',
      department: DEPARTMENT_TRAVEL,
      category: CATEGORY_GIFT_CARDS,
      cost: 2500,
      stock: 100,
      category_max: 2,
      ships: false,
      created_at: '2026-11-03T12:00:00.000Z',
    }),
    reward({
      id: 504,
      name: 'Dia de spa',
      description: 'Voucher para um dia de spa para duas pessoas.',
      department: DEPARTMENT_TRAVEL,
      category: CATEGORY_EXPERIENCES,
      cost: 9000,
      stock: 3,
      minimum_level: 'intermediate',
      mandatory_training: { id: 901, title: 'Técnicas de Vendas no Varejo' },
      ships: false,
      created_at: '2026-11-04T12:00:00.000Z',
    }),
  ];
}

/** The member's points: Creator with 6 500 level points. */
export function pointsSummary(overrides: Partial<PointsSummary> = {}): PointsSummary {
  return {
    balance: 5000,
    experience_points: 9000,
    level: 'intermediate',
    level_points: 6500,
    pending_audit: 0,
    expiring: [{ points: 5000, expires_on: '2027-01-07' }],
    ...overrides,
  };
}

/** The client's levels (demo thresholds 0, 5 000, 15 000). */
export function levels(overrides: Partial<LevelsResponse> = {}): LevelsResponse {
  return {
    levels: [
      { id: 61, level: 'basic', name: 'Básico', minimum_points: 0, benefits: { points_multiplier: 1, events: false } },
      {
        id: 62,
        level: 'intermediate',
        name: 'Creator',
        minimum_points: 5000,
        benefits: { points_multiplier: 1.5, events: true },
      },
      {
        id: 63,
        level: 'highest',
        name: 'Influencer',
        minimum_points: 15000,
        benefits: { points_multiplier: 2, events: true },
      },
    ],
    current_level: 'intermediate',
    level_points: 6500,
    ...overrides,
  };
}

/** An order; `overrides` win. */
export function order(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 7001,
    reward: { id: 501, name: 'Mouse sem fio', image: COVER, category_id: CATEGORY_ELECTRONICS.id },
    quantity: 1,
    unit_cost: 1200,
    total_points: 1200,
    status: 'awaiting_approval',
    shipping_address: {
      address: 'Av. Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zip_code: '01310-100',
    },
    history: [{ status: 'awaiting_approval', note: null, changed_at: '2026-11-10T12:00:00.000Z' }],
    created_at: '2026-11-10T12:00:00.000Z',
    updated_at: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}

const giftCardOrder = (id: number, status: OrderWire['status']) =>
  order({
    id,
    reward: { id: 503, name: 'Vale-presente R$ 100', image: COVER, category_id: CATEGORY_GIFT_CARDS.id },
    unit_cost: 2500,
    total_points: 2500,
    status,
    shipping_address: null,
    created_at: `2026-11-0${id % 10}T12:00:00.000Z`,
    updated_at: '2026-11-12T12:00:00.000Z',
  });

/** One order in each status of spec §3, newest first. */
export function ordersInEveryStatus(): OrderWire[] {
  return [
    order(),
    giftCardOrder(7002, 'approved'),
    order({ id: 7003, status: 'shipped', updated_at: '2026-11-12T12:00:00.000Z' }),
    order({ id: 7004, status: 'delivered', updated_at: '2026-11-13T12:00:00.000Z' }),
    giftCardOrder(7005, 'reproved'),
  ];
}

/** The online course a reward requires, in a status. */
export function trainingCourse(status: OnlineCourse['status']): OnlineCourse {
  return {
    type: 'online_course',
    id: 901,
    title: 'Técnicas de Vendas no Varejo',
    description: '',
    image: null,
    category: null,
    areas: [],
    groups: [],
    tags: [],
    begin_date: null,
    end_date: null,
    favorite: false,
    status,
    progress: status === 'finished' ? 100 : 10,
    enrolled: true,
    workload_minutes: 60,
  };
}
