import { createAttemptLimiter } from '../shared/attempt-limiter';

/*
 * Rate limits of the forum (issue 24 "rate limits on posting and reporting"), on the database-backed attempt
 * limiter so every server process counts the same writes. Each attempt to post a topic or reply counts for its
 * author, each attempt to report for its reporter (counted before the answer goes out, refused ones too); over the
 * limit → 429 `too_many_attempts` with `Retry-After`.
 */

/** Topics and replies one person may post in ten minutes: a lively discussion fits, a flood does not. */
export const forumPostLimiter = createAttemptLimiter({ scope: 'forum_post', max: 20, windowSeconds: 600 });

/** Reports one person may send in an hour. */
export const forumReportLimiter = createAttemptLimiter({ scope: 'forum_report', max: 10, windowSeconds: 3600 });

/** The limiter key of a person. */
export function forumAuthorKey(userId: number): string {
  return `user:${userId}`;
}
