/**
 * Every error code a rule can return or report, grouped by rule. i18n turns each into the message key
 * `errors.<code>`, and the reference server answers with the same codes, so this list is complete and
 * exact (a test checks it against every rule's own list).
 * @see SPECIFICATION §5 Validation rules, §8 The error catalogue
 */
export const RULE_ERROR_CODES = [
  // Document (§5 Document)
  'document_required',
  'invalid_document',
  // Password (§5 Password)
  'password_too_short',
  'passwords_do_not_match',
  // Other fields (§5 Other fields)
  'invalid_email',
  'emails_do_not_match',
  'invalid_phone',
  'required_fields_missing',
  'invalid_birthday',
  'account_name_mismatch',
  'text_too_long',
  'invalid_check_in_code',
  // Registration (§5 Registration, §5 Other fields)
  'terms_not_accepted',
  'underage',
  'company_agency_required',
  'too_many_company_agencies',
  'brand_required',
  'store_required',
  // Sales (§5 Sales)
  'invalid_sale_date',
  'sale_date_in_future',
  'sale_report_window_expired',
  'sale_outside_campaign',
  'invoice_number_required',
  'invoice_already_sent',
  'invoice_photo_required',
  // Photo upload (§5 Photo upload)
  'photo_already_sent_this_week',
  // Redemption (§5 Redemption)
  'invalid_quantity',
  'insufficient_points',
  'out_of_stock',
  'category_limit_reached',
  'training_required',
  // Points transfer (§5 Points transfer)
  'inactive_registration',
  'invalid_role',
  'no_points',
  // SENCE form (§5 SENCE)
  'invalid_rut',
  'invalid_sence_code',
  'invalid_course_code',
] as const;

/** An error code of a rule. */
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/**
 * Whether a value is one of the rule error codes (for example a `code` in a server's error answer).
 * @see SPECIFICATION §8 The error catalogue
 * @example isRuleErrorCode('out_of_stock') // true; isRuleErrorCode('teapot') // false
 */
export function isRuleErrorCode(value: unknown): value is RuleErrorCode {
  return RULE_ERROR_CODES.some((code) => code === value);
}
