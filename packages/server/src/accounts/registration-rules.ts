import {
  checkRegistration,
  emailsMatch,
  isoDateAt,
  isValidEmail,
  isValidPhone,
  validateDocument,
} from '@campus/core/rules';
import type { AccountContext } from './account-context';
import { ACCOUNT_TIME_ZONE } from './account-context';
import type { RegistrationRequest } from '@campus/core/schemas';
import type { FieldErrors } from './field-errors';
import { isBlank } from './field-errors';

/** Today's date for the age and birthday rules. */
export function todayFor(ctx: Pick<AccountContext, 'now'>): string {
  return isoDateAt(ctx.now().getTime(), ACCOUNT_TIME_ZONE);
}

/** The personal fields shared by registration and pre-registration. */
type PersonalInput = Pick<
  RegistrationRequest,
  'name' | 'last_name' | 'email' | 'email_confirmation' | 'document' | 'document_country' | 'phone_mobile'
>;

/**
 * Core's rules on the personal fields, in form order, into `errors`: names required, document
 * (`document_required` / `invalid_document`), e-mail and its confirmation, mobile phone. Returns the document's
 * digits when valid.
 */
export function addPersonalErrors(errors: FieldErrors, input: PersonalInput): string | null {
  if (isBlank(input.name)) errors.add('name', 'required_fields_missing');
  if (isBlank(input.last_name)) errors.add('last_name', 'required_fields_missing');
  const document = validateDocument(input.document, input.document_country);
  if (!document.valid) errors.add('document', document.error);
  if (!isValidEmail(input.email)) errors.add('email', 'invalid_email');
  else if (!emailsMatch(input.email, input.email_confirmation)) errors.add('email_confirmation', 'emails_do_not_match');
  if (input.phone_mobile !== undefined && !isValidPhone(input.phone_mobile))
    errors.add('phone_mobile', 'invalid_phone');
  return document.valid ? document.digits : null;
}

/** The wire field each `checkRegistration` code belongs to. */
const REGISTRATION_RULE_FIELDS: Readonly<Record<string, string>> = {
  terms_not_accepted: 'accept_terms',
  invalid_birthday: 'birthday_date',
  underage: 'birthday_date',
  company_agency_required: 'agencies',
  too_many_company_agencies: 'agencies',
  brand_required: 'agencies',
  store_required: 'chains',
  profile_required: 'user_profile',
  invalid_profile: 'user_profile',
};

/** Adds core's `checkRegistration` failures to `errors`, each on its field. */
export function addRegistrationRuleErrors(errors: FieldErrors, input: Parameters<typeof checkRegistration>[0]): void {
  for (const code of checkRegistration(input)) errors.add(REGISTRATION_RULE_FIELDS[code] ?? 'form', code);
}
