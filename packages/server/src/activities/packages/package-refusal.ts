import { ApiError } from '../../http/api-error';
import { ACTIVITY_PACKAGE_ERROR_CODES } from '../../i18n/activity-package-messages';
import type { ActivityPackageErrorCode } from '../../i18n/activity-package-messages';

/** Stable codes of a refused package; each is a message key in src/i18n/activity-package-messages.ts. */
export const PACKAGE_REFUSAL_CODES = ACTIVITY_PACKAGE_ERROR_CODES;

/** Why a package was refused. */
export type PackageRefusalCode = ActivityPackageErrorCode;

/** Machine-readable facts about a refusal (`reason`, the offending `entry`, a `limit`), sent as `details`. */
export type PackageRefusalDetails = Readonly<Record<string, string | number>>;

/**
 * The one error {@link inspectPackage} and {@link extractPackage} throw for a package they will not take: an
 * {@link ApiError}, so a route that lets it through answers `{ code, message, details }` in the caller's
 * language (413 for a package over the size limit, 422 otherwise) and never a 500.
 */
export class PackageRefusedError extends ApiError {
  constructor(
    readonly refusal: PackageRefusalCode,
    details: PackageRefusalDetails = {},
    options: { readonly params?: Readonly<Record<string, string | number>>; readonly cause?: unknown } = {},
  ) {
    super(refusal === 'package_too_large' ? 413 : 422, refusal, options.params ?? {}, {
      details,
      cause: options.cause,
    });
  }
}

/** Whether an error is a package refusal (of this module). */
export function isPackageRefusal(error: unknown): error is PackageRefusedError {
  return error instanceof PackageRefusedError;
}
