import type { OrderStatus } from '@campus/core/rules';
import type { BadgeProps } from '@campus/ui';

/** The badge tone of each order status (spec §3 Reward order); the status text carries the meaning. */
export const ORDER_STATUS_TONE: Readonly<Record<OrderStatus, NonNullable<BadgeProps['tone']>>> = {
  awaiting_approval: 'warning',
  approved: 'info',
  shipped: 'info',
  delivered: 'success',
  reproved: 'danger',
};
