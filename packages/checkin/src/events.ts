/**
 * What `campus-checked-in` carries: the event the member checked in to, how (typed code or scanned QR code),
 * the points the check-in earned and the balance after it (spec §2 Events).
 */
export interface CheckedInDetail {
  /** The attendance's id. */
  attendanceId: number | string;
  eventId: number | string;
  /** The event's title, as shown. */
  title: string;
  method: 'code' | 'qr';
  /** Points the check-in earned. */
  points: number;
  /** The member's balance after the check-in. */
  balance: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /**
     * The member checked in to an event (by its six-digit code or its QR code) and earned its points.
     * Bubbles and is composed.
     */
    'campus-checked-in': CustomEvent<CheckedInDetail>;
  }
}
