import { checkRegistration, isValidPhone, missingAddressFields, validateDocument } from '@campus/core/rules';
import type { Translate } from '@campus/core';
import type { CompleteRegisterRequest, Profile } from '@campus/core/schemas';
import type { DocumentCountry, RegistrationError } from '@campus/core/rules';
import { documentCountryFor } from '../register/register-values.js';
import { REGISTRATION_RULE_FIELD } from '../shared/registration-rule-fields.js';

/** The address fields of the form, in the order shown. */
export const ADDRESS_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'state', 'zipCode'] as const;

/** One address field of the form. */
export type AddressFormField = (typeof ADDRESS_FIELDS)[number];

/** What the complete-register form holds. */
export interface CompleteRegisterValues {
  name: string;
  lastName: string;
  birthday: string;
  phone: string;
  address: Record<AddressFormField, string>;
  /** Only asked when the account has no document yet. */
  document: string;
  documentCountry: DocumentCountry;
  agencyId: number | null;
  brandIds: number[];
  chainIds: number[];
  storeIds: Record<number, number[]>;
  acceptTerms: boolean;
}

/** Fields that can carry an error. */
export type CompleteRegisterErrors = Partial<
  Record<
    'name' | 'lastName' | 'birthday' | 'phone' | 'document' | 'agency' | 'brands' | 'terms' | AddressFormField,
    string
  >
>;

/** The form filled with what the profile already has. */
export function valuesFromProfile(profile: Profile): CompleteRegisterValues {
  const address = profile.address;
  return {
    name: profile.name ?? '',
    lastName: profile.last_name ?? '',
    birthday: profile.birthday_date ?? '',
    phone: profile.phone_mobile ?? '',
    address: {
      street: address.address ?? '',
      number: address.number ?? '',
      complement: address.complement ?? '',
      neighborhood: address.neighborhood ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      zipCode: address.zip_code ?? '',
    },
    document: '',
    documentCountry: profile.document_country ?? documentCountryFor((profile.country ?? 'BRA') as never),
    agencyId: profile.company_agency?.id ?? null,
    brandIds: profile.brands.map((brand) => brand.id),
    chainIds: profile.retailers.map((chain) => chain.id),
    storeIds: Object.fromEntries(profile.retailers.map((chain) => [chain.id, chain.stores.map((store) => store.id)])),
    acceptTerms: profile.accept_terms_and_conditions,
  };
}

const RULE_FIELD: Partial<Record<RegistrationError, keyof CompleteRegisterErrors>> = {
  ...REGISTRATION_RULE_FIELD,
};

/** Every error by core's rules: names, adult birthday, mobile phone, full address, document, agency, terms. */
export function validateCompleteRegister(
  t: Translate,
  values: CompleteRegisterValues,
  options: { today: string; needsDocument: boolean },
): CompleteRegisterErrors {
  const errors: CompleteRegisterErrors = {};
  const required = t('auth.common.required');
  if (values.name.trim() === '') errors.name = required;
  if (values.lastName.trim() === '') errors.lastName = required;
  if (values.birthday === '') errors.birthday = required;
  if (!isValidPhone(values.phone)) errors.phone = values.phone.trim() === '' ? required : t('errors.invalid_phone');
  const { street, ...rest } = values.address;
  for (const field of missingAddressFields({ ...rest, address: street })) {
    errors[field === 'address' ? 'street' : field] = required;
  }
  if (options.needsDocument) {
    const document = validateDocument(values.document, values.documentCountry);
    if (!document.valid) errors.document = t(`errors.${document.error}`);
  }
  const codes = checkRegistration({
    acceptedTerms: values.acceptTerms,
    birthday: values.birthday,
    today: options.today,
    agencies: values.agencyId === null ? [] : [{ id: values.agencyId, brandIds: values.brandIds }],
    chains: [],
  });
  for (const code of codes) {
    const field = RULE_FIELD[code];
    if (field === undefined || (field === 'birthday' && values.birthday === '')) continue;
    errors[field] ??= t(`errors.${code}`);
  }
  return errors;
}

/** The complete-register body of a valid form. */
export function completeRegisterBody(values: CompleteRegisterValues, needsDocument: boolean): CompleteRegisterRequest {
  const document = validateDocument(values.document, values.documentCountry);
  const { street, zipCode, ...address } = values.address;
  return {
    name: values.name.trim(),
    last_name: values.lastName.trim(),
    birthday_date: values.birthday,
    phone_mobile: values.phone.trim(),
    address: { ...address, address: street, zip_code: zipCode },
    agencies: values.agencyId === null ? [] : [{ id: values.agencyId, brand_ids: values.brandIds }],
    chains: values.chainIds.map((id) => ({ id, store_ids: values.storeIds[id] ?? [] })),
    accept_terms: values.acceptTerms,
    ...(needsDocument && document.valid ? { document: document.digits, document_country: values.documentCountry } : {}),
  };
}

/** Server field names → the form's fields. */
export const COMPLETE_REGISTER_WIRE_FIELDS: Readonly<Record<string, keyof CompleteRegisterErrors>> = {
  last_name: 'lastName',
  birthday_date: 'birthday',
  phone_mobile: 'phone',
  'address.address': 'street',
  'address.number': 'number',
  'address.complement': 'complement',
  'address.neighborhood': 'neighborhood',
  'address.city': 'city',
  'address.state': 'state',
  'address.zip_code': 'zipCode',
  accept_terms: 'terms',
  agencies: 'agency',
  'agencies.brand_ids': 'brands',
  document_country: 'document',
};
