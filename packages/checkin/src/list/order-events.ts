import type { LoyaltyEventWire } from '@campus/core/schemas';

const STATUS_ORDER: Readonly<Record<LoyaltyEventWire['status'], number>> = { open: 0, upcoming: 1, finished: 2 };

/**
 * The events in the order a member looks for them: happening now first, then the next ones (soonest first),
 * then the past ones (latest first).
 */
export function orderEvents(events: readonly LoyaltyEventWire[]): LoyaltyEventWire[] {
  return [...events].sort((a, b) => {
    const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    if (byStatus !== 0) return byStatus;
    const order = Date.parse(a.begin_at) - Date.parse(b.begin_at);
    return a.status === 'finished' ? -order : order;
  });
}

/** Whether a level reaches an event's lowest level: core's rule, the one the server decides check-ins by. */
export { reachesLevel } from '@campus/core/rules';
