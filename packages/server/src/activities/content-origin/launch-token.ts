import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a launch token opens an activity's content: a long lesson, without a token that lives for days. */
export const LAUNCH_TOKEN_TTL_SECONDS = 4 * 60 * 60;

/** What a launch token grants: the files of one activity's content, to one user, until `expiresAt`. */
export interface LaunchGrant {
  readonly activityId: number;
  readonly userId: number;
  /** Unix time in seconds. */
  readonly expiresAt: number;
}

// A key of its own, derived from the server's secret: a launch signature can never be replayed as a token hash.
function launchKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('campus content-origin launch token v1').digest();
}

function signature(secret: string, grant: LaunchGrant): Buffer {
  return createHmac('sha256', launchKey(secret))
    .update(`${grant.activityId}.${grant.userId}.${grant.expiresAt}`)
    .digest();
}

/**
 * A launch token: `{userId}.{expiresAt}.{HMAC-SHA256}` (base64url), signed over the activity id too. The activity
 * id is not in the token but in the URL next to it, so a token pasted under another activity fails its check.
 * Short and URL-safe, because it is a path segment of every file the package loads.
 */
export function signLaunchToken(secret: string, grant: LaunchGrant): string {
  return `${grant.userId}.${grant.expiresAt}.${signature(secret, grant).toString('base64url')}`;
}

const TOKEN_PATTERN = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * The grant of `token` for `activityId`, or undefined when it is malformed, signed for another activity or user,
 * tampered with or expired at `nowSeconds`. The signature is compared in constant time.
 */
export function verifyLaunchToken(
  secret: string,
  token: string,
  activityId: number,
  nowSeconds: number,
): LaunchGrant | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const grant: LaunchGrant = { activityId, userId: Number(match[1]), expiresAt: Number(match[2]) };
  const encoded = match[3] ?? '';
  const given = Buffer.from(encoded, 'base64url');
  // The last of 43 characters carries two unused bits: only the canonical spelling is the token, so no two URLs
  // name one grant (and a changed character never passes).
  if (given.toString('base64url') !== encoded) return undefined;
  const expected = signature(secret, grant);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return grant.expiresAt > nowSeconds ? grant : undefined;
}
