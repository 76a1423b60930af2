// Events as the reference server sends them (packages/server/src/loyalty/events-reader.ts), with the
// check-in code and QR secret the fake keeps to itself, like the server. Test-only.
import type { LoyaltyEventWire } from '@campus/core/schemas';
import type { CheckedInDetail } from '../events.js';

/** An event and what proves presence at it (never sent by `GET /api/events/`). */
export interface FakeEvent {
  event: LoyaltyEventWire;
  code: string;
  qr: string;
}

const DAY = 86_400_000;
/** A fixed "now" the fixtures are relative to, so stories and tests read the same dates. */
export const FIXTURE_NOW = Date.parse('2026-03-10T12:00:00-03:00');
const at = (days: number, hours: number) => new Date(FIXTURE_NOW + days * DAY + hours * 3_600_000).toISOString();

/** An event with the demo's fields; `overrides` change any of them. */
export function loyaltyEvent(overrides: Partial<LoyaltyEventWire> = {}): LoyaltyEventWire {
  return {
    id: 1,
    type: 'training',
    title: 'Treinamento de lançamento da linha Aurora',
    description: 'Apresentação dos novos notebooks Aurora e das regras da campanha.',
    location: 'Centro de convenções, São Paulo',
    begin_at: at(-1, -3),
    end_at: at(2, 6),
    status: 'open',
    points: 200,
    minimum_level: 'intermediate',
    campaign_id: 10,
    checked_in_at: null,
    ...overrides,
  };
}

/** The QR secrets of the fixtures (32 hex digits, as the server draws them). */
export const QR_SECRETS = {
  open: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  upcoming: '1234567890abcdef1234567890abcdef',
  finished: 'fedcba0987654321fedcba0987654321',
} as const;

/** The demo's three events: happening now (246810), upcoming (135790) and past (112233). */
export function demoEvents(): FakeEvent[] {
  return [
    { event: loyaltyEvent(), code: '246810', qr: QR_SECRETS.open },
    {
      event: loyaltyEvent({
        id: 2,
        type: 'convention',
        title: 'Convenção regional de vendas',
        description: 'Encontro dos melhores vendedores da campanha.',
        location: 'Hotel Horizonte, Rio de Janeiro',
        begin_at: at(20, -3),
        end_at: at(20, 6),
        status: 'upcoming',
        points: 300,
      }),
      code: '135790',
      qr: QR_SECRETS.upcoming,
    },
    {
      event: loyaltyEvent({
        id: 3,
        type: 'launch',
        title: 'Lançamento da linha Brisa',
        description: 'Evento de lançamento encerrado.',
        location: 'Online',
        begin_at: at(-40, 7),
        end_at: at(-40, 9),
        status: 'finished',
        points: 100,
        campaign_id: null,
      }),
      code: '112233',
      qr: QR_SECRETS.finished,
    },
  ];
}

/**
 * What the widget tells the host after checking in to the event happening now with its code (246810): the
 * fake's first attendance, the event's 200 points and the balance after them.
 */
export const CHECKED_IN_BY_CODE: CheckedInDetail = {
  attendanceId: 501,
  eventId: 1,
  title: 'Treinamento de lançamento da linha Aurora',
  method: 'code',
  points: 200,
  balance: 1200,
};
