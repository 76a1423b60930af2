/**
 * @campus/checkin — events and check-in by QR code or six-digit code as React components.
 * Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */
export {};
