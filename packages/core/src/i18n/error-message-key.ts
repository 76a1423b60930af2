import { isCampusError } from '../errors';
import type { CampusI18n } from './create-i18n';

/**
 * The message key to show for any rejection (spec §8): the server's (or a rule's) code as `errors.<code>`
 * when the bundles translate it (`insufficient_points`, `invoice_already_sent` ...), otherwise the error's
 * own `messageKey` (`errors.load_failed`, `errors.not_found_or_forbidden` ...), otherwise
 * `errors.unexpected` for anything that is not a Campus error.
 */
export function errorMessageKey(i18n: CampusI18n, error: unknown): string {
  if (!isCampusError(error)) return 'errors.unexpected';
  const specific = `errors.${error.code}`;
  return /^[a-z0-9_]+$/.test(error.code) && i18n.exists(specific) ? specific : error.messageKey;
}
