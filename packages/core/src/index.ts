/**
 * @campus/core — the headless core of the Campus SDK. No React, no DOM rendering.
 * Every export is named here on purpose (no `export *` of runtime code), so the public API is reviewable.
 * @packageDocumentation
 */
export {};
