import type { ErrorMessageKey } from './error-message-keys';

/** Options shared by every {@link CampusError} constructor. */
export interface CampusErrorOptions {
  /** Machine-readable, stable code (snake_case), e.g. `network_error` or a server's `invalid_grant`. */
  code: string;
  /** The i18n key the UI shows for this error. @default 'errors.unexpected' */
  messageKey?: ErrorMessageKey;
  /** The underlying error, kept for logs and error reporting. */
  cause?: unknown;
}

/**
 * Base class of every error `@campus/core` rejects with (SPECIFICATION §8).
 * `name` is a string literal set by each subclass, so it survives minification and can be used to tell
 * errors apart across bundles where `instanceof` fails; `code` is for programs, `messageKey` for people.
 */
export class CampusError extends Error {
  override name = 'CampusError';
  /** Stable machine-readable code. */
  readonly code: string;
  /** i18n key of the message to show (see `ERROR_MESSAGE_KEYS`). */
  readonly messageKey: ErrorMessageKey;

  constructor(message: string, options: CampusErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.messageKey = options.messageKey ?? 'errors.unexpected';
  }
}

/**
 * Whether `value` is a {@link CampusError}, also when it comes from another copy of this package
 * (duck-typed on the fields every Campus error carries).
 */
export function isCampusError(value: unknown): value is CampusError {
  if (value instanceof CampusError) return true;
  if (!(value instanceof Error)) return false;
  const candidate = value as Partial<CampusError>;
  return typeof candidate.code === 'string' && typeof candidate.messageKey === 'string';
}
