import type { z } from 'zod/mini';
import { CampusError, ERROR_CLASS } from './campus-error.js';
import type { RequestSummary } from './request-summary.js';

/**
 * A 2xx answer did not match the zod schema of the call (ARCHITECTURE §3: responses are validated), or
 * was not JSON at all. `issues` lists the mismatches for logs; people see 'errors.unexpected'.
 */
export class ResponseValidationError extends CampusError {
  static override readonly [ERROR_CLASS]: string = 'ResponseValidationError';
  override name = 'ResponseValidationError';
  /** Method and URL of the request whose answer was malformed. */
  readonly request: RequestSummary;
  /** zod's issues, or an empty list when the body was not JSON (see `cause`). */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(request: RequestSummary, issues: readonly z.core.$ZodIssue[], cause?: unknown) {
    const first = issues[0];
    const where = first ? ` at ${first.path.map(String).join('.') || '(root)'}: ${first.message}` : '';
    super(`Unexpected response from ${request.method} ${request.url}${where}`, {
      code: 'invalid_response',
      messageKey: 'errors.unexpected',
      cause,
    });
    this.request = request;
    this.issues = issues;
  }
}
