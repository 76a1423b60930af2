import { CHECK_IN_ERROR_CODES } from './check-in.js';
import type { CheckInError } from './check-in.js';
import { DOCUMENT_ERROR_CODES } from './document.js';
import type { DocumentError } from './document.js';
import { FIELD_ERROR_CODES } from './fields.js';
import type { FieldError } from './fields.js';
import { PASSWORD_ERROR_CODES } from './password.js';
import type { PasswordError } from './password.js';
import { PHOTO_ERROR_CODES } from './photo.js';
import type { PhotoError } from './photo.js';
import { POINTS_TRANSFER_ERROR_CODES } from './points-transfer.js';
import type { PointsTransferError } from './points-transfer.js';
import { REDEMPTION_ERROR_CODES } from './redemption.js';
import type { RedemptionError } from './redemption.js';
import { REGISTRATION_ERROR_CODES } from './registration.js';
import type { RegistrationError } from './registration.js';
import { SALE_ERROR_CODES } from './sale.js';
import type { SaleError } from './sale.js';
import { SENCE_FORM_ERROR_CODES } from './sence.js';
import type { SenceFormError } from './sence.js';
import { TEXT_ERROR_CODES } from './text.js';
import type { TextError } from './text.js';

/** An error code of a rule: any code any rule returns. */
export type RuleErrorCode =
  | DocumentError
  | PasswordError
  | FieldError
  | TextError
  | CheckInError
  | RegistrationError
  | SaleError
  | PhotoError
  | RedemptionError
  | PointsTransferError
  | SenceFormError;

/**
 * Every error code a rule can return or report, once each: the union of each rule's own list, so a code is
 * written beside its rule only (a code two rules share, like `invalid_birthday`, appears once). i18n turns each
 * into the message key `errors.<code>`, and the reference server answers with the same codes.
 * @see SPECIFICATION §5 Validation rules, §8 The error catalogue
 */
export const RULE_ERROR_CODES: readonly RuleErrorCode[] = [
  ...new Set<RuleErrorCode>([
    ...DOCUMENT_ERROR_CODES,
    ...PASSWORD_ERROR_CODES,
    ...FIELD_ERROR_CODES,
    ...TEXT_ERROR_CODES,
    ...CHECK_IN_ERROR_CODES,
    ...REGISTRATION_ERROR_CODES,
    ...SALE_ERROR_CODES,
    ...PHOTO_ERROR_CODES,
    ...REDEMPTION_ERROR_CODES,
    ...POINTS_TRANSFER_ERROR_CODES,
    ...SENCE_FORM_ERROR_CODES,
  ]),
];

/**
 * Whether a value is one of the rule error codes (for example a `code` in a server's error answer).
 * @see SPECIFICATION §8 The error catalogue
 * @example isRuleErrorCode('out_of_stock') // true; isRuleErrorCode('teapot') // false
 */
export function isRuleErrorCode(value: unknown): value is RuleErrorCode {
  return RULE_ERROR_CODES.some((code) => code === value);
}
