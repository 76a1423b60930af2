/**
 * @campus/checkin — programme events and check-in by QR code or six-digit code as React components (spec §2
 * Events). `@campus/checkin/element` registers them as `<campus-check-in>`. Every export is named here on
 * purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { CheckIn } from './check-in/check-in';
export type { CheckInProps } from './check-in/check-in';
export { CheckInPanel, CHECK_IN_METHODS } from './check-in/check-in-panel';
export type { CheckInMethod, CheckInPanelProps } from './check-in/check-in-panel';
export { EventsList } from './list/events-list';
export type { EventsListProps } from './list/events-list';
export { EventCard } from './list/event-card';
export type { EventCardProps } from './list/event-card';
export { checkInStyles } from './check-in/check-in.styles';

// --- events and messages
export type { CheckedInDetail } from './events';
export { CHECKIN_MESSAGES } from './messages/checkin-messages';

// --- check-in state and errors (the API calls are core's: `fetchEvents`, `checkInToEvent`)
export { useCheckIn } from './check-in/use-check-in';
export type { CheckInState, CheckInStatus } from './check-in/use-check-in';
export { checkInErrorMessage, retryAt } from './check-in/check-in-error';

// --- QR codes
export { parseQrPayload } from './qr/qr-payload';
export { decodeQrPixels } from './qr/qr-pixels';
export type { QrPixels } from './qr/qr-pixels';
export { createBrowserQrReader } from './qr/qr-reader';
export type { QrReader } from './qr/qr-reader';
export { useQrCamera } from './qr/use-qr-camera';
export type { CameraProblem, CameraStatus, QrCamera } from './qr/use-qr-camera';
export { orderEvents, reachesLevel } from './list/order-events';
