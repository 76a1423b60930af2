/**
 * @campus/checkin — programme events and check-in by QR code or six-digit code as React components (spec §2
 * Events). `@campus/checkin/element` registers them as `<campus-check-in>`. Every export is named here on
 * purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { CheckIn } from './check-in/check-in.js';
export type { CheckInProps } from './check-in/check-in.js';
export { CheckInPanel, CHECK_IN_METHODS } from './check-in/check-in-panel.js';
export type { CheckInMethod, CheckInPanelProps } from './check-in/check-in-panel.js';
export { EventsList } from './list/events-list.js';
export type { EventsListProps } from './list/events-list.js';
export { EventCard } from './list/event-card.js';
export type { EventCardProps } from './list/event-card.js';
export { checkInStyles } from './check-in/check-in.styles.js';

// --- events and messages
export type { CheckedInDetail } from './events.js';
export { CHECKIN_MESSAGES } from './messages/checkin-messages.js';

// --- check-in state and errors (the API calls are core's: `fetchEvents`, `checkInToEvent`)
export { useCheckIn } from './check-in/use-check-in.js';
export type { CheckInState, CheckInStatus } from './check-in/use-check-in.js';
export { checkInErrorMessage, retryAt } from './check-in/check-in-error.js';

// --- QR codes
export { parseQrPayload } from './qr/qr-payload.js';
export { decodeQrPixels } from './qr/qr-pixels.js';
export type { QrPixels } from './qr/qr-pixels.js';
export { createBrowserQrReader } from './qr/qr-reader.js';
export type { QrReader } from './qr/qr-reader.js';
export { useQrCamera } from './qr/use-qr-camera.js';
export type { CameraProblem, CameraStatus, QrCamera } from './qr/use-qr-camera.js';
export { orderEvents, reachesLevel } from './list/order-events.js';
