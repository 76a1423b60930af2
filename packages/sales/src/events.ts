import type { SaleStatusWire } from '@campus/core/schemas';

/** An id as the API sends it. */
type WireId = number | string;

/** What `campus-sale-submitted` carries: the sale the server accepted and the points it credited. */
export interface SaleSubmittedDetail {
  /** The sale's id. */
  id: WireId;
  /** Points credited at once (spec §4), after the level and promotion multipliers. */
  total_points: number;
  /** `credited` (or `under_audit` while a level-up is audited). */
  status: SaleStatusWire;
  invoice_number: string;
  store_id: WireId;
  /** ISO date of the sale. */
  sale_date: string;
}

/** What `campus-photo-uploaded` carries: the store photo the server accepted. */
export interface PhotoUploadedDetail {
  id: WireId;
  /** Points credited at once. */
  points: number;
  photo_type_id: WireId;
  store_id: WireId;
  /** The Monday of the week the photo counts for. */
  week_start: string;
  /** The first day another photo of this type may be sent to this store (the next Monday). */
  next_allowed_date: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A sale was reported and its points credited (spec §2 insert-sales). Bubbles and is composed. */
    'campus-sale-submitted': CustomEvent<SaleSubmittedDetail>;
    /** A store photo was accepted and its points credited (spec §2 upload-photos). Bubbles and is composed. */
    'campus-photo-uploaded': CustomEvent<PhotoUploadedDetail>;
  }
}
