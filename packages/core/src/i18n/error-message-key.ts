import { isCampusError } from '../errors/index.js';
import type { CampusI18n } from './create-i18n.js';

const CODE = /^[a-z0-9_]+$/;

/**
 * The message key of a rule or server code (`invoice_already_sent`, `invalid_document` …): the package's own
 * `<namespace>.errors.<code>` when the package words it, else core's `errors.<code>` (the spec §8 texts, verbatim
 * in pt-BR), else `undefined`. A package words only codes core does not know, or a more specific text of one.
 * @param namespace the package's message namespace (`sales`, `auth` …), or none for core's keys alone
 */
export function codeMessageKey(i18n: CampusI18n, code: string, namespace?: string): string | undefined {
  if (!CODE.test(code)) return undefined;
  if (namespace !== undefined && i18n.exists(`${namespace}.errors.${code}`)) return `${namespace}.errors.${code}`;
  if (i18n.exists(`errors.${code}`)) return `errors.${code}`;
  return undefined;
}

/**
 * The message key to show for any rejection (spec §8): the error's code as {@link codeMessageKey} finds it
 * (`insufficient_points`, `invoice_already_sent` …), otherwise the error's own `messageKey`
 * (`errors.load_failed`, `errors.not_found_or_forbidden` …), otherwise `errors.unexpected` for anything that is
 * not a Campus error. Every package maps failures through this one rule.
 */
export function errorMessageKey(i18n: CampusI18n, error: unknown, namespace?: string): string {
  if (!isCampusError(error)) return 'errors.unexpected';
  return codeMessageKey(i18n, error.code, namespace) ?? error.messageKey;
}
