import { LOCALES } from '@campus/core';
import {
  checkRegistration,
  DOCUMENT_COUNTRIES,
  emailsMatch,
  isValidEmail,
  isValidPhone,
  validateDocument,
} from '@campus/core/rules';
import type { Locale, Translate } from '@campus/core';
import type { RegistrationRequest } from '@campus/core/schemas';
import type { CountryCode, DocumentCountry, PasswordStrength, RegistrationError } from '@campus/core/rules';
import { newPasswordErrors } from '../shared/password-errors.js';
import { profileBody } from '../shared/profile-field.js';
import { REGISTRATION_RULE_FIELD } from '../shared/registration-rule-fields.js';

/** What the registration form holds, as typed. */
export interface RegisterValues {
  country: CountryCode;
  name: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  documentCountry: DocumentCountry;
  document: string;
  birthday: string;
  phone: string;
  agencyId: number | null;
  brandIds: number[];
  chainIds: number[];
  storeIds: Record<number, number[]>;
  password: string;
  confirmation: string;
  acceptTerms: boolean;
  adult: boolean;
  /** The chosen registration profile's id (params `user_profile`), `''` while none is chosen. */
  profile: string;
}

/** The form's fields that can carry an error. */
export type RegisterField =
  | 'country'
  | 'profile'
  | 'name'
  | 'lastName'
  | 'email'
  | 'emailConfirmation'
  | 'document'
  | 'birthday'
  | 'phone'
  | 'agency'
  | 'brands'
  | 'chains'
  | 'password'
  | 'confirmation'
  | 'terms'
  | 'adult';

/** Errors of the form, translated. */
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** An empty form for `country` (the document country follows it when it is BRA, ARG or URY). */
export function initialRegisterValues(country: CountryCode = 'BRA'): RegisterValues {
  return {
    country,
    name: '',
    lastName: '',
    email: '',
    emailConfirmation: '',
    documentCountry: documentCountryFor(country),
    document: '',
    birthday: '',
    phone: '',
    agencyId: null,
    brandIds: [],
    chainIds: [],
    storeIds: {},
    password: '',
    confirmation: '',
    acceptTerms: false,
    adult: false,
    profile: '',
  };
}

/** The document country of a programme country: its own when validated (spec §3), else Brazil's. */
export function documentCountryFor(country: CountryCode): DocumentCountry {
  return (DOCUMENT_COUNTRIES as readonly string[]).includes(country) ? (country as DocumentCountry) : 'BRA';
}

/** Which field each registration rule code belongs to. */
const RULE_FIELD: Readonly<Record<RegistrationError, RegisterField>> = {
  ...REGISTRATION_RULE_FIELD,
  store_required: 'chains',
  profile_required: 'profile',
  invalid_profile: 'profile',
};

/**
 * Every error of the form by core's rules (spec §5): required fields, e-mail and its confirmation, document
 * per country, phone, password (and the client's required strength), terms, adult, exactly one agency with
 * at least one brand, at least one store per chosen chain — and a chain with stores on the trade screens;
 * and one of the profiles the client offers (`profiles`, params `user_profile`), when it offers any.
 */
export function validateRegister(
  t: Translate,
  values: RegisterValues,
  options: {
    today: string;
    requiredStrength: PasswordStrength | null;
    requireChain: boolean;
    profiles?: readonly { id: number | string }[];
  },
): RegisterErrors {
  const errors: RegisterErrors = {};
  const required = t('auth.common.required');
  if (values.name.trim() === '') errors.name = required;
  if (values.lastName.trim() === '') errors.lastName = required;
  if (!isValidEmail(values.email)) errors.email = values.email.trim() === '' ? required : t('errors.invalid_email');
  if (!emailsMatch(values.email, values.emailConfirmation)) errors.emailConfirmation = t('errors.emails_do_not_match');
  const document = validateDocument(values.document, values.documentCountry);
  if (!document.valid) errors.document = t(`errors.${document.error}`);
  if (values.phone.trim() !== '' && !isValidPhone(values.phone)) errors.phone = t('errors.invalid_phone');
  if (values.birthday === '') errors.birthday = required;
  const codes = checkRegistration({
    acceptedTerms: values.acceptTerms,
    birthday: values.birthday,
    today: options.today,
    agencies: values.agencyId === null ? [] : [{ id: values.agencyId, brandIds: values.brandIds }],
    chains: values.chainIds.map((id) => ({ id, storeIds: values.storeIds[id] ?? [] })),
    profile: { offered: (options.profiles ?? []).map((profile) => profile.id), chosen: values.profile },
  });
  for (const code of codes) {
    const field = RULE_FIELD[code];
    if (field === 'birthday' && values.birthday === '') continue;
    errors[field] ??= t(`errors.${code}`);
  }
  if (options.requireChain && values.chainIds.length === 0) errors.chains ??= t('errors.store_required');
  if (!values.adult) errors.adult = t('errors.underage');
  const passwordErrors = newPasswordErrors(t, values.password, values.confirmation, options.requiredStrength);
  if (passwordErrors.password) errors.password = passwordErrors.password;
  if (passwordErrors.confirmation) errors.confirmation = passwordErrors.confirmation;
  return errors;
}

/** The registration body of a valid form (document as bare digits). */
export function registrationBody(values: RegisterValues, language: string): RegistrationRequest {
  const document = validateDocument(values.document, values.documentCountry);
  return {
    name: values.name.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    email_confirmation: values.emailConfirmation.trim(),
    document: document.valid ? document.digits : values.document,
    document_country: values.documentCountry,
    birthday_date: values.birthday,
    ...(values.phone.trim() === '' ? {} : { phone_mobile: values.phone.trim() }),
    password: values.password,
    password_confirmation: values.confirmation,
    country: values.country,
    ...(isLocale(language) ? { language } : {}),
    accept_terms: values.acceptTerms,
    agencies: values.agencyId === null ? [] : [{ id: values.agencyId, brand_ids: values.brandIds }],
    chains: values.chainIds.map((id) => ({ id, store_ids: values.storeIds[id] ?? [] })),
    ...profileBody(values.profile),
  };
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Server field names (422 `field_errors`) → the form's fields. */
export const REGISTER_WIRE_FIELDS: Readonly<Record<string, RegisterField>> = {
  last_name: 'lastName',
  email_confirmation: 'emailConfirmation',
  document_country: 'document',
  birthday_date: 'birthday',
  phone_mobile: 'phone',
  password_confirmation: 'confirmation',
  accept_terms: 'terms',
  agencies: 'agency',
  'agencies.brand_ids': 'brands',
  chains: 'chains',
  username: 'document',
  user_profile: 'profile',
};
