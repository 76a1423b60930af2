/**
 * Whether this build is for development. Bundlers (and the element bundles' Rollup build) replace
 * `process.env.NODE_ENV`, so production builds drop the warnings; the `typeof` guard keeps an unbundled page
 * without `process` working.
 */
export function isDevelopment(): boolean {
  return typeof process !== 'undefined' && process.env['NODE_ENV'] !== 'production';
}

/** A console warning for integrators, in development builds only. */
export function devWarn(message: string): void {
  if (isDevelopment()) console.warn(`[@campus/ui] ${message}`);
}
