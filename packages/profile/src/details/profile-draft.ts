import {
  checkRegistration,
  emailsMatch,
  isAdult,
  isBirthdayBeforeToday,
  isTextWithinLimit,
  isValidEmail,
  isValidPhone,
  missingAddressFields,
} from '@campus/core/rules';
import type { AddressField } from '@campus/core/rules';
import { GENDER_CODES, MARITAL_STATUS_CODES } from '@campus/core/schemas';
import type { Profile, ProfileUpdateRequest } from '@campus/core/schemas';

/**
 * The personal-data form's values (spec §3 User data), as the inputs hold them: text everywhere, `''` for none.
 * Pure logic, apart from the component, so the rules are tested without a DOM.
 */
export interface ProfileDraft {
  name: string;
  last_name: string;
  nickname: string;
  store_nickname: string;
  email: string;
  email_confirmation: string;
  phone_mobile: string;
  phone_commercial: string;
  phone_residential: string;
  /** ISO `YYYY-MM-DD`: year, month and day edited together (spec §5). */
  birthday_date: string;
  gender: string;
  marital_status: string;
  children_count: string;
  profession: string;
  address: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  zip_code: string;
  is_handicapped: boolean;
  handicap_description: string;
  branch: string;
  /** The chosen company/agency's id as text, `''` for none (spec §5 Registration: exactly one). */
  agency: string;
  /** The brands chosen of that agency. */
  brand_ids: readonly number[];
  /** The retail chains chosen. */
  chain_ids: readonly number[];
  /** The stores chosen, by chain id. */
  store_ids: Readonly<Record<number, readonly number[]>>;
  country: string;
  language: string;
}

/** The draft's fields edited as text (every one but the flag and the organisation choices). */
export type DraftTextField = Exclude<DraftField, 'is_handicapped' | 'brand_ids' | 'chain_ids' | 'store_ids'>;

/** A field of the draft. */
export type DraftField = keyof ProfileDraft;

/** Error codes by field (core's rule codes: `invalid_email`, `required_fields_missing` …). */
export type DraftErrors = Partial<Record<DraftField, string>>;

const text = (value: string | null | undefined): string => value ?? '';

/** The draft of a stored profile. */
export function draftFromProfile(profile: Profile): ProfileDraft {
  return {
    name: text(profile.name),
    last_name: text(profile.last_name),
    nickname: text(profile.nickname),
    store_nickname: text(profile.store_nickname),
    email: text(profile.email),
    email_confirmation: '',
    phone_mobile: text(profile.phone_mobile),
    phone_commercial: text(profile.phone_commercial),
    phone_residential: text(profile.phone_residential),
    birthday_date: text(profile.birthday_date),
    gender: text(profile.gender),
    marital_status: text(profile.marital_status),
    children_count: profile.children_count === null ? '' : String(profile.children_count),
    profession: text(profile.profession),
    address: text(profile.address.address),
    number: text(profile.address.number),
    complement: text(profile.address.complement),
    neighborhood: text(profile.address.neighborhood),
    city: text(profile.address.city),
    state: text(profile.address.state),
    zip_code: text(profile.address.zip_code),
    is_handicapped: profile.is_handicapped,
    handicap_description: text(profile.handicap_description),
    branch: text(profile.branch),
    agency: profile.company_agency === null ? '' : String(profile.company_agency.id),
    brand_ids: profile.brands
      .filter((brand) => brand.agency_id === profile.company_agency?.id)
      .map((brand) => brand.id),
    chain_ids: profile.retailers.map((chain) => chain.id),
    store_ids: Object.fromEntries(profile.retailers.map((chain) => [chain.id, chain.stores.map((store) => store.id)])),
    country: text(profile.country),
    language: text(profile.language),
  };
}

/** Core's address field names → the draft's. */
const ADDRESS_DRAFT: Readonly<Record<AddressField, DraftField>> = {
  address: 'address',
  number: 'number',
  neighborhood: 'neighborhood',
  state: 'state',
  city: 'city',
  zipCode: 'zip_code',
};

const TEXT_FIELDS = [
  'name',
  'last_name',
  'nickname',
  'store_nickname',
  'profession',
  'address',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'zip_code',
  'handicap_description',
  'branch',
] as const satisfies readonly DraftField[];

const PHONES = ['phone_mobile', 'phone_commercial', 'phone_residential'] as const;

/** Whether the e-mail differs from the stored one (a change of case only is the same address). */
export function isEmailChanged(draft: ProfileDraft, stored: Profile): boolean {
  return draft.email.trim().toLowerCase() !== text(stored.email).toLowerCase();
}

/** Whether two id lists hold the same ids, whatever their order. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

/** Whether the company/agency or its brands differ from the stored ones. */
function agenciesChanged(draft: ProfileDraft, before: ProfileDraft): boolean {
  return draft.agency !== before.agency || !sameIds(draft.brand_ids, before.brand_ids);
}

/** Whether the chains or their stores differ from the stored ones. */
function chainsChanged(draft: ProfileDraft, before: ProfileDraft): boolean {
  return (
    !sameIds(draft.chain_ids, before.chain_ids) ||
    draft.chain_ids.some((id) => !sameIds(draft.store_ids[id] ?? [], before.store_ids[id] ?? []))
  );
}

/** The draft's organisation choices as core's registration rule (and the PATCH) take them. */
function selections(draft: ProfileDraft) {
  return {
    agencies: draft.agency === '' ? [] : [{ id: Number(draft.agency), brandIds: [...draft.brand_ids] }],
    chains: draft.chain_ids.map((id) => ({ id, storeIds: [...(draft.store_ids[id] ?? [])] })),
  };
}

/** Core's registration codes about the organisation choices → the draft's fields. */
const CHOICE_FIELDS: Readonly<Record<string, { field: DraftField; chains: boolean }>> = {
  company_agency_required: { field: 'agency', chains: false },
  too_many_company_agencies: { field: 'agency', chains: false },
  brand_required: { field: 'brand_ids', chains: false },
  store_required: { field: 'chain_ids', chains: true },
};

/**
 * Every error of the draft by core's rules (spec §5 Other fields), the ones the server applies to the same
 * change: names required; 256 characters at most; a new e-mail valid and confirmed; phones valid when given;
 * birthday before today and adult; every required address field; children between 0 and 99.
 */
export function draftErrors(draft: ProfileDraft, stored: Profile, today: string): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of TEXT_FIELDS) {
    if (!isTextWithinLimit(draft[field])) errors[field] = 'text_too_long';
  }
  if (draft.name.trim() === '') errors.name = 'required_fields_missing';
  if (draft.last_name.trim() === '') errors.last_name = 'required_fields_missing';
  if (isEmailChanged(draft, stored)) {
    if (!isValidEmail(draft.email)) errors.email = 'invalid_email';
    else if (!emailsMatch(draft.email, draft.email_confirmation)) errors.email_confirmation = 'emails_do_not_match';
  }
  for (const phone of PHONES) {
    if (draft[phone].trim() !== '' && !isValidPhone(draft[phone])) errors[phone] = 'invalid_phone';
  }
  if (draft.birthday_date !== '') {
    if (!isBirthdayBeforeToday(draft.birthday_date, today)) errors.birthday_date = 'invalid_birthday';
    else if (!isAdult(draft.birthday_date, today)) errors.birthday_date = 'underage';
  }
  const address = {
    address: draft.address,
    number: draft.number,
    neighborhood: draft.neighborhood,
    state: draft.state,
    city: draft.city,
    zipCode: draft.zip_code,
  };
  for (const field of missingAddressFields(address)) errors[ADDRESS_DRAFT[field]] ??= 'required_fields_missing';
  if (draft.children_count !== '') {
    const children = Number(draft.children_count);
    if (!Number.isInteger(children) || children < 0 || children > 99) errors.children_count = 'invalid_number';
  }
  // The organisation choices, as the server checks them when they are sent (core's registration rule, with
  // neutral terms and birthday so only the choice codes come out).
  const before = draftFromProfile(stored);
  const agencies = agenciesChanged(draft, before);
  const chains = chainsChanged(draft, before);
  if (agencies || chains) {
    const codes = checkRegistration({ acceptedTerms: true, birthday: '1900-01-01', today, ...selections(draft) });
    for (const code of codes) {
      const target = CHOICE_FIELDS[code];
      if (target !== undefined && (target.chains ? chains : agencies)) errors[target.field] ??= code;
    }
  }
  return errors;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const isGender = (value: string): value is (typeof GENDER_CODES)[number] =>
  (GENDER_CODES as readonly string[]).includes(value);
const isMaritalStatus = (value: string): value is (typeof MARITAL_STATUS_CODES)[number] =>
  (MARITAL_STATUS_CODES as readonly string[]).includes(value);

/**
 * The `PATCH /accounts/profile/` body of a draft: only what differs from the stored profile (so a save never
 * clears a phone's verified flag by sending the same number again); `{}` when nothing changed.
 */
export function profileChanges(draft: ProfileDraft, stored: Profile): ProfileUpdateRequest {
  const before = draftFromProfile(stored);
  const changed = (field: DraftField) => draft[field] !== before[field];
  const body: ProfileUpdateRequest = {};
  if (changed('name')) body.name = draft.name.trim();
  if (changed('last_name')) body.last_name = draft.last_name.trim();
  for (const field of ['nickname', 'store_nickname', 'profession', 'branch', 'handicap_description'] as const) {
    if (changed(field)) body[field] = orNull(draft[field]);
  }
  if (isEmailChanged(draft, stored)) {
    body.email = draft.email.trim();
    body.email_confirmation = draft.email_confirmation.trim();
  }
  for (const phone of PHONES) if (changed(phone)) body[phone] = orNull(draft[phone]);
  if (changed('birthday_date') && draft.birthday_date !== '') body.birthday_date = draft.birthday_date;
  if (changed('gender')) body.gender = isGender(draft.gender) ? draft.gender : null;
  if (changed('marital_status'))
    body.marital_status = isMaritalStatus(draft.marital_status) ? draft.marital_status : null;
  if (changed('children_count'))
    body.children_count = draft.children_count === '' ? null : Number(draft.children_count);
  if (changed('is_handicapped')) body.is_handicapped = draft.is_handicapped;
  const addressFields = ['address', 'number', 'complement', 'neighborhood', 'city', 'state', 'zip_code'] as const;
  if (addressFields.some(changed)) {
    body.address = Object.fromEntries(addressFields.map((field) => [field, draft[field].trim()]));
  }
  if (agenciesChanged(draft, before)) {
    body.agencies = selections(draft).agencies.map(({ id, brandIds }) => ({ id, brand_ids: brandIds }));
  }
  if (chainsChanged(draft, before)) {
    body.chains = selections(draft).chains.map(({ id, storeIds }) => ({ id, store_ids: storeIds }));
  }
  if (changed('country') && draft.country !== '')
    body.country = draft.country as NonNullable<ProfileUpdateRequest['country']>;
  if (changed('language') && draft.language !== '')
    body.language = draft.language as NonNullable<ProfileUpdateRequest['language']>;
  return body;
}

/** The server's `field_errors` (wire names, `address.zip_code` for the address) as the draft's fields. */
export function draftFieldErrors(fieldErrors: Readonly<Record<string, string>> | undefined): DraftErrors {
  const errors: DraftErrors = {};
  for (const [wire, code] of Object.entries(fieldErrors ?? {})) {
    const bare = wire.startsWith('address.') ? wire.slice('address.'.length) : wire;
    // A missing brand is shown at the brands, whichever field the server named.
    const field = code === 'brand_required' ? 'brand_ids' : (WIRE_CHOICE_FIELDS[bare] ?? bare);
    if (field in EMPTY_DRAFT_FIELDS) errors[field as DraftField] ??= code;
  }
  return errors;
}

/** The server's names of the organisation choices (`agencies`, `chains` and their parts) → the draft's. */
const WIRE_CHOICE_FIELDS: Readonly<Record<string, DraftField>> = {
  agencies: 'agency',
  'agencies.brand_ids': 'brand_ids',
  chains: 'chain_ids',
  'chains.store_ids': 'chain_ids',
};

const EMPTY_DRAFT_FIELDS: Readonly<Record<DraftField, true>> = {
  name: true,
  last_name: true,
  nickname: true,
  store_nickname: true,
  email: true,
  email_confirmation: true,
  phone_mobile: true,
  phone_commercial: true,
  phone_residential: true,
  birthday_date: true,
  gender: true,
  marital_status: true,
  children_count: true,
  profession: true,
  address: true,
  number: true,
  complement: true,
  neighborhood: true,
  city: true,
  state: true,
  zip_code: true,
  is_handicapped: true,
  handicap_description: true,
  branch: true,
  agency: true,
  brand_ids: true,
  chain_ids: true,
  store_ids: true,
  country: true,
  language: true,
};
