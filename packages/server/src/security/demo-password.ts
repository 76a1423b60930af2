import type { ServerConfig } from '../config';

/** The password of every demo user (README, docs/demo.md). Refused whenever demo mode is off. */
export const DEMO_PASSWORD = 'Campus#2026';

/**
 * Whether the demo password may be used to sign in: only in demo mode (`CAMPUS_DEMO` not `0`). A database
 * seeded in demo mode and later run with `CAMPUS_DEMO=0` must not keep its well-known credentials working,
 * so sign-in code calls {@link isRefusedDemoPassword} before checking the hash.
 */
export function isDemoPasswordAllowed(config: Pick<ServerConfig, 'demo'>): boolean {
  return config.demo;
}

/**
 * True when `password` is the demo password and demo mode is off: the sign-in must then fail exactly as a
 * wrong password does (same error, same timing — verify a hash anyway).
 */
export function isRefusedDemoPassword(config: Pick<ServerConfig, 'demo'>, password: string): boolean {
  return !isDemoPasswordAllowed(config) && password === DEMO_PASSWORD;
}
