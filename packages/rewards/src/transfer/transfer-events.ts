import type { PointsTransferResponse } from '@campus/core/schemas';

/**
 * What `campus-points-transferred` carries: the transfer just made — points, document, the partner's
 * reference and role, `redeem_by` (the last day to redeem them there, 12 months) and the balance left — the
 * answer of `POST /api/points/transfer/`.
 */
export type PointsTransferredDetail = PointsTransferResponse;

declare global {
  interface GlobalEventHandlersEventMap {
    /** Points were sent to the partner programme: `detail` is the transfer with the balance left. Bubbles and is composed. */
    'campus-points-transferred': CustomEvent<PointsTransferredDetail>;
  }
}
