/**
 * `@campus/checkin/element`: registers `<campus-check-in>` (side effect of importing this module). It renders
 * in an open shadow root with the tokens, the toolkit and the check-in styles adopted as constructable
 * stylesheets, and dispatches `campus-checked-in`.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { CheckIn } from './check-in/check-in.js';
import type { CheckInProps } from './check-in/check-in.js';
import { checkInStyles } from './check-in/check-in.styles.js';
import type { CheckedInDetail } from './events.js';

// The docs feed the element manifest and reference (`npm run manifest`, run from source). They are tooling
// metadata, like React's development warnings: production bundles (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const CHECK_IN_DOCS: ElementDocs<CheckInProps> = {
  description:
    'Programme events and check-in: check-in by the six-digit code, by the camera (BarcodeDetector where the ' +
    'browser has it, jsQR otherwise) or by a picture of the QR code; the result with the points earned or the ' +
    'exact refusal (invalid code, event not open, level required, already checked in, too many attempts with ' +
    'the time to try again, network failure); the events list with type, dates, place, points and check-ins. ' +
    'Below the creator level the reason is shown instead of the check-in.',
  attributes: {
    method: {
      description: 'The check-in method shown first: `code`, `camera` or `picture` (an image of the QR code).',
      default: 'code',
    },
  },
  events: {
    onCheckedIn:
      'The member checked in: `detail` is `{ attendanceId, eventId, title, method, points, balance }` ' +
      '(`method` is `code` or `qr`; `points` earned, `balance` after the check-in).',
  },
  parts: {
    'check-in': 'The whole widget.',
    title: 'The widget heading.',
    loading: 'The placeholder shown while the events load.',
    'check-in-panel': 'The check-in methods, or the result once checked in.',
    tabs: 'The method tabs (from the toolkit), with `tablist`, `tab` and `panel`.',
    'code-form': 'The six-digit code form (its boxes are `digit`).',
    'picture-form': 'The picture-of-a-QR-code picker.',
    camera: 'The camera method.',
    'camera-video': 'The camera view while scanning.',
    result: 'The confirmed check-in with the points earned.',
    alert: 'The refusal of a check-in (role alert).',
    locked: 'The reason check-in is closed below the creator level.',
    events: 'The events list.',
    event: 'One event.',
    'event-title': 'The title of an event.',
    'event-facts': 'When, where and how many points.',
    'event-locked': 'The level an event opens at, when the member is below it.',
  },
  cssProperties: {
    '--campus-checkin-video-height': {
      description: 'Height of the camera view.',
      default: 'min(60vh, 22 * var(--campus-rem))',
    },
  },
};

defineElement<CheckInProps>('campus-check-in', CheckIn, {
  attributes: { method: 'string' },
  events: { onCheckedIn: 'campus-checked-in' },
  styles: [checkInStyles],
  ...(withDocs ? { docs: CHECK_IN_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-check-in': HTMLElement & { method?: string };
  }
}

export type { CheckedInDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
