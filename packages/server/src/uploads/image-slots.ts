import pLimit from 'p-limit';
import { ApiError } from '../http/api-error';
import { IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_LIMIT } from './image-limits';

/** Seconds a client is told to wait when every slot and place in line is taken. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Runs image work with bounded concurrency and a bounded line. */
export interface ImageSlots {
  /**
   * Runs `work` once a slot is free.
   * @throws 503 `service_unavailable` with `Retry-After` when the line is full (nothing runs).
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Image decoding and encoding (sharp, on libuv's thread pool) with at most `concurrency` at once and `queueLimit`
 * waiting: uploads cannot take every thread the pool has, which sign-in's scrypt and file reads share, and a burst
 * beyond the line is told to come back rather than piling up in memory.
 */
export function createImageSlots(
  concurrency = IMAGE_PROCESSING_CONCURRENCY,
  queueLimit = IMAGE_QUEUE_LIMIT,
): ImageSlots {
  const limit = pLimit(concurrency);
  return {
    run(work) {
      if (limit.pendingCount >= queueLimit) {
        const headers = { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) };
        return Promise.reject(new ApiError(503, 'service_unavailable', {}, { headers }));
      }
      return limit(work);
    },
  };
}

/** The process's image slots, shared by every upload route. */
export const imageSlots = createImageSlots();
