import type { ErrorMessageKey } from './error-message-keys.js';

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
 * Names each error class for `instanceof` across copies of this package: `Symbol.for` keys are shared by every
 * bundle of a page. Internal to the error classes.
 */
export const ERROR_CLASS = Symbol.for('@campus/core/error-class');

type BrandedClass = { readonly [ERROR_CLASS]?: string };

/**
 * Base class of every error `@campus/core` rejects with (SPECIFICATION §8).
 * `name` is a string literal set by each subclass, so it survives minification and can be used to tell
 * errors apart across bundles where `instanceof` fails; `code` is for programs, `messageKey` for people.
 */
export class CampusError extends Error {
  /** The class's name for `instanceof` across bundles (see `Symbol.hasInstance`). */
  static readonly [ERROR_CLASS]: string = 'CampusError';

  /**
   * `instanceof` that also recognises errors made by another copy of `@campus/core`: each standalone element
   * bundle carries one, and the widgets of a page share one instance, so a widget may receive an error built by
   * another bundle's classes. A class in the value's prototype chain matches when it is this class or carries
   * this class's name.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    const wanted = Object.hasOwn(this, ERROR_CLASS) ? (this as BrandedClass)[ERROR_CLASS] : undefined;
    let proto: unknown = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : null;
    for (; proto !== null; proto = Object.getPrototypeOf(proto)) {
      const owner = (proto as { constructor?: BrandedClass }).constructor;
      if (owner === this) return true;
      if (wanted !== undefined && owner !== undefined && Object.hasOwn(owner, ERROR_CLASS)) {
        if (owner[ERROR_CLASS] === wanted) return true;
      }
    }
    return false;
  }

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
