/**
 * `@campus/rewards/element`: registers `<campus-reward-store>` and `<campus-points-transfer>` (side effect of
 * importing this module). They render in open shadow roots with the tokens, the toolkit and their own styles
 * adopted as constructable stylesheets; the store dispatches `campus-redeemed` and `campus-reward-open`, the
 * transfer `campus-points-transferred`.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import type { RewardOpenDetail, RewardRedeemedDetail } from './events.js';
import { rewardsStyles } from './store/reward-store.styles.js';
import { RewardStore } from './store/reward-store.js';
import type { RewardStoreProps } from './store/reward-store.js';
import { PointsTransfer } from './transfer/points-transfer.js';
import type { PointsTransferProps } from './transfer/points-transfer.js';
import type { PointsTransferredDetail } from './transfer/transfer-events.js';
import { transferStyles } from './transfer/transfer.styles.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source). They are tooling
// metadata, like React's development warnings: production bundles (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const STORE_DOCS: ElementDocs<RewardStoreProps> = {
  description:
    'The reward store: the member’s balance, level and level points; rewards by department and category, ' +
    'sorted by price, name or newest, with stock and details; the redeem confirmation (quantity, shipping ' +
    'address where the prize ships) with the rules checked before asking and the exact refusal; and my orders ' +
    'with their statuses.',
  attributes: {
    rewardId: {
      description:
        'A reward to show in detail (`reward-id`; route `reward-store/details/{id}/`); the list when unset. The ' +
        'global `id` attribute stays the element’s own.',
      default: undefined,
    },
    view: { description: 'The view shown first: `rewards` or `orders`.', default: 'rewards' },
  },
  events: {
    onRedeemed:
      'A reward was redeemed: `detail` is the order (`{ id, reward, quantity, unit_cost, total_points, status: ' +
      "'awaiting_approval', shipping_address, history, created_at, updated_at }`) with `balance`, the points left.",
    onRewardOpen:
      'A person opened a reward’s detail (shown in place): `detail` is `{ id }`; a routing host may go to ' +
      '`reward-store/details/{id}/`.',
  },
  parts: {
    store: 'The whole widget.',
    title: 'The store heading.',
    header: 'The balance, level and level points.',
    balance: 'The balance.',
    level: 'The member’s level.',
    'level-points': 'The level points.',
    tablist: 'The tabs (rewards, my orders), from the toolkit.',
    tab: 'One tab.',
    panel: 'The panel of the selected tab.',
    rewards: 'The rewards list with its filters.',
    filters: 'The department, category and sort fields (and the status filter of the orders).',
    loading: 'The placeholder of the first load.',
    reward: 'One reward card.',
    'reward-image': 'A reward’s cover.',
    'reward-title': 'A reward’s name.',
    'reward-facts': 'Cost and stock.',
    'reward-cost': 'The cost in points.',
    'reward-stock': 'Units in stock, or “Esgotado”.',
    'reward-conditions': 'Level, training, category maximum and shipping.',
    'reward-actions': 'The details and redeem buttons.',
    reasons: 'Why “Resgatar” is off (spec §8 messages).',
    detail: 'A reward’s detail.',
    'detail-image': 'The cover in the detail.',
    'detail-title': 'The reward’s name in the detail.',
    dialog: 'The redeem confirmation (toolkit dialog; also `body`, `footer`).',
    'redeem-form': 'The quantity, totals and address of the confirmation.',
    'redeem-totals': 'Cost per unit, total, balance and balance after.',
    address: 'The shipping address fieldset.',
    'redeem-result': 'The order placed.',
    error: 'The refusal of a redemption.',
    orders: 'My orders.',
    order: 'One order.',
    'order-status': 'An order’s status badge.',
  },
  cssProperties: {
    '--campus-rewards-card-min-width': {
      description: 'Narrowest reward card of the grid on wide screens.',
      default: 'calc(16 * var(--campus-rem))',
    },
    '--campus-rewards-image-ratio': { description: 'Aspect ratio of the reward covers.', default: '16 / 9' },
  },
};

defineElement<RewardStoreProps>('campus-reward-store', RewardStore, {
  attributes: { rewardId: 'string', view: 'string' },
  events: { onRedeemed: 'campus-redeemed', onRewardOpen: 'campus-reward-open' },
  styles: [rewardsStyles],
  ...(withDocs ? { docs: STORE_DOCS } : {}),
});

const TRANSFER_DOCS: ElementDocs<PointsTransferProps> = {
  description:
    'The points transfer to the partner construction-industry programme: the member’s transferable points and ' +
    'the partner registration status, a form (the registration’s CPF and the points), a confirmation with the ' +
    '12-month validity, the result, and every refusal of spec §8 in place. Only sellers, cashiers and store ' +
    'owners may send points; anyone else sees “no access to send points” instead of the form.',
  attributes: {},
  events: {
    onTransferred:
      'Points were sent: `detail` is `{ id, points, document, partner_reference, partner_role, redeem_by, ' +
      'balance, created_at }` — `redeem_by` is the last day to redeem them in the partner programme, `balance` ' +
      'the points left.',
  },
  parts: {
    transfer: 'The whole widget.',
    title: 'The heading.',
    summary: 'The transferable points and the registration status.',
    balance: 'The transferable points.',
    registration: 'The partner registration status (`data-state`: unknown, active, inactive, invalid_role).',
    'no-access': 'The “no access to send points” notice.',
    empty: 'The notice of a member with no points to send.',
    form: 'The document and points fields.',
    field: 'A field (toolkit; also `label`, `input`, `hint`, `error`).',
    confirm: 'The confirmation before sending.',
    error: 'The refusal of a transfer.',
    result: 'The transfer made.',
  },
  cssProperties: {
    '--campus-transfer-max-width': { description: 'Widest the widget grows.', default: 'calc(40 * var(--campus-rem))' },
  },
};

defineElement<PointsTransferProps>('campus-points-transfer', PointsTransfer, {
  attributes: {},
  events: { onTransferred: 'campus-points-transferred' },
  styles: [transferStyles],
  ...(withDocs ? { docs: TRANSFER_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-reward-store': HTMLElement & { rewardId?: string; view?: string };
    'campus-points-transfer': HTMLElement;
  }
}

export type { PointsTransferredDetail, RewardOpenDetail, RewardRedeemedDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
