import { CampusError, ERROR_CLASS } from './campus-error.js';
import type { RequestSummary } from './request-summary.js';

/**
 * The request never got an HTTP answer: offline device, DNS failure, refused or reset connection, CORS.
 * `cause` keeps the original `TypeError` from `fetch`.
 */
export class NetworkError extends CampusError {
  static override readonly [ERROR_CLASS]: string = 'NetworkError';
  override name = 'NetworkError';
  /** Method and URL of the request that could not be sent. */
  readonly request: RequestSummary;

  constructor(request: RequestSummary, cause?: unknown) {
    super(`Network error: ${request.method} ${request.url}`, {
      code: 'network_error',
      messageKey: 'errors.network',
      cause,
    });
    this.request = request;
  }
}
