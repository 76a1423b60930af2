import { PHONE_VERIFICATION_COOLDOWN_SECONDS } from '@campus/core/rules';

/** The §3 `verificacion_phone_button` state: when the cooldown started (ms) and how long it lasts (s). */
export interface PhoneCooldown {
  readonly startTime: number;
  readonly duration: number;
}

/**
 * The cooldown a code request starts (spec §3 phone verification button, §4 cooldown), on this device's clock:
 * it starts now (the server's `start_time` is on the server's clock, which may differ) and lasts the server's
 * `duration`.
 */
export function cooldownAfterSend(answer: { duration: number }, now: number): PhoneCooldown {
  return { startTime: now, duration: answer.duration };
}

/**
 * The cooldown a 429 `verification_code_cooldown` reveals: the server says how many seconds are left
 * (`Retry-After`), so the cooldown started `duration − left` seconds ago. Undefined without the header.
 */
export function cooldownFromRetryAfter(
  retryAfterSeconds: number | undefined,
  now: number,
  duration: number = PHONE_VERIFICATION_COOLDOWN_SECONDS,
): PhoneCooldown | undefined {
  if (retryAfterSeconds === undefined || retryAfterSeconds <= 0) return undefined;
  const left = Math.min(duration, Math.ceil(retryAfterSeconds));
  return { startTime: now - (duration - left) * 1000, duration };
}

/** Seconds as `m:ss` (`4:59`, `0:07`) for the countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
