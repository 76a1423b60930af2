import { ApiError, isApiError } from '../http/api-error';
import { createAttemptLimiter } from '../shared/attempt-limiter';
import type { AttemptLimiterContext } from '../shared/attempt-limiter';

/**
 * Uploads a member may send: 60 within 10 minutes. A store's busiest hour is a sale every few minutes; a script
 * sending photos in a loop is not, and each upload costs a decode. Counted in the database, so every process
 * agrees; every upload counts, accepted or not.
 */
export const uploadLimiter = createAttemptLimiter({ scope: 'upload', max: 60, windowSeconds: 600 });

/** The limiter key of a member's uploads. */
export const uploaderKey = (userId: number): string => `user:${userId}`;

/**
 * Counts one upload of a member, before its image is decoded.
 * @throws 429 `too_many_requests` with `Retry-After` once the member reached the limit.
 */
export async function countUpload(app: AttemptLimiterContext, userId: number): Promise<void> {
  const keys = [uploaderKey(userId)];
  try {
    await uploadLimiter.assertAllowed(app, keys);
  } catch (error) {
    // The limiter words its refusal for failed sign-ins; an upload is refused as plain rate limiting.
    if (isApiError(error) && error.status === 429) {
      throw new ApiError(429, 'too_many_requests', {}, { headers: error.headers });
    }
    throw error;
  }
  await uploadLimiter.recordFailure(app, keys);
}
