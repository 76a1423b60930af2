import { HTTPError } from 'ky';
import { isCampusError } from '../errors/campus-error.js';
import { HttpError } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import type { RequestSummary } from '../errors/request-summary.js';

/** Whether `error` is the rejection of an aborted request (left as is: cancelling is not a failure). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * Turns whatever a transport threw into the errors core promises (SPECIFICATION §8): ky's `HTTPError`
 * becomes {@link HttpError} (with the `{ code, message }` body), fetch's `TypeError` becomes
 * {@link NetworkError}; Campus errors and aborts pass through.
 */
export async function toCampusError(error: unknown, request: RequestSummary): Promise<unknown> {
  if (isCampusError(error) || isAbortError(error)) return error;
  if (error instanceof HTTPError) return HttpError.fromResponse(error.response, request);
  if (error instanceof TypeError) return new NetworkError(request, error);
  return error;
}
