import {
  emailsMatch,
  isAdult,
  isBirthdayBeforeToday,
  isValidEmail,
  isValidPhone,
  missingAddressFields,
  validateDocument,
} from '@campus/core/rules';
import type { AddressField, DocumentCountry } from '@campus/core/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { countries, languages, profiles, users } from '../db/schema';
import type { NewProfileRow, ProfileRow, UserRow } from '../db/schema';
import { sqlState } from '../db/sql-state';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import type { AccountContext } from './account-context';
import type { CompleteRegisterRequest, ProfileUpdateRequest } from '@campus/core/schemas';
import { PHONE_TYPES } from '@campus/core/schemas';
import { FieldErrors, isBlank } from './field-errors';
import { checkSelectionsExist, saveAgencyChoices, saveChainChoices, toRuleSelections } from './organisations';
import { loadAccount, PHONE_COLUMNS } from './profile-read';
import { addRegistrationRuleErrors, todayFor } from './registration-rules';

/** Core's address field names → the wire's. */
const ADDRESS_WIRE: Readonly<Record<AddressField, string>> = {
  address: 'address',
  number: 'number',
  neighborhood: 'neighborhood',
  state: 'state',
  city: 'city',
  zipCode: 'zip_code',
};

/** The codes of `checkRegistration` about the company/agency and its brands, and about chains. */
const AGENCY_CODES = new Set(['company_agency_required', 'too_many_company_agencies', 'brand_required']);
const CHAIN_CODES = new Set(['store_required']);

/** A profile change: the PATCH of the profile screen, or complete-register (which requires more). */
type ProfileChange =
  | { readonly mode: 'update'; readonly input: ProfileUpdateRequest }
  | { readonly mode: 'complete'; readonly input: CompleteRegisterRequest };

/** The profile columns a change writes, and whether a phone number changed (it is then not verified). */
function profileValues(input: ProfileUpdateRequest, stored: ProfileRow | null): Partial<NewProfileRow> {
  const trimmed = (value: string | null | undefined) => (value === undefined ? undefined : (value?.trim() ?? null));
  const values: Partial<NewProfileRow> = {
    name: trimmed(input.name),
    lastName: trimmed(input.last_name),
    nickname: trimmed(input.nickname),
    storeNickname: trimmed(input.store_nickname),
    birthdayDate: trimmed(input.birthday_date),
    gender: input.gender,
    childrenCount: input.children_count,
    profession: trimmed(input.profession),
    maritalStatus: input.marital_status,
    isHandicapped: input.is_handicapped,
    handicapDescription: trimmed(input.handicap_description),
    branch: trimmed(input.branch),
  };
  for (const type of PHONE_TYPES) {
    const number = trimmed(input[`phone_${type}`]);
    if (number === undefined) continue;
    const columns = PHONE_COLUMNS[type];
    values[columns.number] = number;
    if (number !== (stored?.[columns.number] ?? null)) values[columns.verified] = false;
  }
  if (input.address) {
    const { address: street, number, complement, neighborhood, city, state, zip_code: zipCode } = input.address;
    Object.assign(values, {
      address: trimmed(street),
      addressNumber: trimmed(number),
      addressComplement: trimmed(complement),
      neighborhood: trimmed(neighborhood),
      city: trimmed(city),
      state: trimmed(state),
      zipCode: trimmed(zipCode),
    });
  }
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Whether a change gives another e-mail address (a change of case only is the same address). */
function isEmailChange(input: ProfileUpdateRequest, user: UserRow): boolean {
  return input.email !== undefined && input.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
}

/**
 * Core's rules on a profile change, into `errors`: 256 characters; names not blank; a new e-mail valid and
 * confirmed; phones; birthday before today and adult; the address complete once merged with the stored one;
 * agency/brand and chain/store choices (core's `checkRegistration`; complete-register runs it whole, terms
 * included); the document when complete-register gives one. Returns the new document digits, if any.
 */
function addChangeErrors(
  errors: FieldErrors,
  change: ProfileChange,
  user: UserRow,
  stored: ProfileRow | null,
  today: string,
) {
  const { input } = change;
  errors.checkTextLimits(input);
  if (input.name !== undefined && isBlank(input.name)) errors.add('name', 'required_fields_missing');
  if (input.last_name !== undefined && isBlank(input.last_name)) errors.add('last_name', 'required_fields_missing');
  if (isEmailChange(input, user)) {
    const email = input.email ?? '';
    if (!isValidEmail(email)) errors.add('email', 'invalid_email');
    else if (!emailsMatch(email, input.email_confirmation ?? ''))
      errors.add('email_confirmation', 'emails_do_not_match');
  }
  for (const type of PHONE_TYPES) {
    const number = input[`phone_${type}`];
    if (typeof number === 'string' && !isValidPhone(number)) errors.add(`phone_${type}`, 'invalid_phone');
  }
  const birthday = change.mode === 'update' ? input.birthday_date : undefined;
  if (birthday !== undefined) {
    if (!isBirthdayBeforeToday(birthday, today)) errors.add('birthday_date', 'invalid_birthday');
    else if (!isAdult(birthday, today)) errors.add('birthday_date', 'underage');
  }
  if (input.address) {
    const merged = {
      address: input.address.address ?? stored?.address,
      number: input.address.number ?? stored?.addressNumber,
      neighborhood: input.address.neighborhood ?? stored?.neighborhood,
      state: input.address.state ?? stored?.state,
      city: input.address.city ?? stored?.city,
      zipCode: input.address.zip_code ?? stored?.zipCode,
    };
    for (const field of missingAddressFields(merged))
      errors.add(`address.${ADDRESS_WIRE[field]}`, 'required_fields_missing');
  }
  const selections = toRuleSelections(input.agencies ?? [], input.chains ?? []);
  if (change.mode === 'complete') {
    addRegistrationRuleErrors(errors, {
      acceptedTerms: change.input.accept_terms,
      birthday: change.input.birthday_date,
      today,
      ...selections,
    });
    if (user.document === null) return addDocumentErrors(errors, change.input);
  } else if (input.agencies !== undefined || input.chains !== undefined) {
    // Only the choice rules apply here: the neutral terms and birthday make checkRegistration report nothing else.
    const onlyChoices = new FieldErrors();
    addRegistrationRuleErrors(onlyChoices, { acceptedTerms: true, birthday: '1900-01-01', today, ...selections });
    for (const [field, code] of Object.entries(onlyChoices.toRecord())) {
      if (
        (input.agencies !== undefined && AGENCY_CODES.has(code)) ||
        (input.chains !== undefined && CHAIN_CODES.has(code))
      ) {
        errors.add(field, code);
      }
    }
  }
  return null;
}

/** The document complete-register must give when the account has none (e.g. a Google sign-in). */
function addDocumentErrors(
  errors: FieldErrors,
  input: CompleteRegisterRequest,
): { digits: string; country: DocumentCountry } | null {
  if (input.document_country === undefined) {
    errors.add('document_country', 'required_fields_missing');
    return null;
  }
  const result = validateDocument(input.document ?? '', input.document_country);
  if (!result.valid) {
    errors.add('document', result.error);
    return null;
  }
  return { digits: result.digits, country: input.document_country };
}

/** 409 when another account holds the new e-mail or document. */
async function assertFree(
  db: CampusDb,
  userId: number,
  email: string | null,
  document: { digits: string; country: DocumentCountry } | null,
) {
  if (email !== null) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
    if (other)
      throw new ApiError(409, 'email_already_registered', {}, { fieldErrors: { email: 'email_already_registered' } });
  }
  if (document !== null) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.document, document.digits), eq(users.documentCountry, document.country), ne(users.id, userId)),
      );
    if (other)
      throw new ApiError(409, 'document_already_used', {}, { fieldErrors: { document: 'document_already_used' } });
  }
}

/**
 * Applies a profile change of the signed-in user (`PATCH /accounts/profile/`, `POST /accounts/complete_register/`)
 * after every rule passed, in one transaction: account fields (e-mail, full name, country, language, terms,
 * document), profile columns (a changed phone loses its verified flag) and organisation choices.
 * @throws 422 with `field_errors`; 409 `email_already_registered` / `document_already_used`
 */
export async function changeProfile(
  ctx: AccountContext,
  member: { readonly userId: number; readonly clientId: number },
  change: ProfileChange,
): Promise<void> {
  const { userId, clientId } = member;
  const db = ctx.database.db;
  const { user, profile } = await loadAccount(db, userId);
  const { input } = change;
  const errors = new FieldErrors();
  const document = addChangeErrors(errors, change, user, profile, todayFor(ctx));
  await checkSelectionsExist(db, clientId, input.agencies ?? [], input.chains ?? [], errors);
  errors.throwIfAny();

  const email = isEmailChange(input, user) ? (input.email ?? '').trim() : null;
  await assertFree(db, userId, email, document);
  const now = ctx.now();
  const values = profileValues(input, profile);
  const name = values.name ?? profile?.name ?? '';
  const lastName = values.lastName ?? profile?.lastName ?? '';
  const [country] = input.country
    ? await db.select({ id: countries.id }).from(countries).where(eq(countries.code, input.country))
    : [];
  const [language] = input.language
    ? await db.select({ id: languages.id }).from(languages).where(eq(languages.code, input.language))
    : [];
  try {
    await withTransaction(db, async (tx) => {
      await tx
        .update(users)
        .set({
          ...(email !== null ? { email } : {}),
          ...(values.name !== undefined || values.lastName !== undefined
            ? { fullName: `${name} ${lastName}`.trim() }
            : {}),
          ...(country ? { selectedCountryId: country.id } : {}),
          ...(language ? { selectedLanguageId: language.id } : {}),
          ...(document ? { document: document.digits, documentCountry: document.country } : {}),
          ...(change.mode === 'complete' ? { acceptTermsAndConditions: true } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      const written = {
        ...values,
        ...(change.mode === 'complete' ? { registerCompletedAt: now } : {}),
        updatedAt: now,
      };
      await tx
        .insert(profiles)
        .values({ userId, ...written, createdAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: written });
      if (input.agencies !== undefined) await saveAgencyChoices(tx, userId, input.agencies);
      if (input.chains !== undefined) await saveChainChoices(tx, userId, input.chains);
    });
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    await assertFree(db, userId, email, document);
    throw new ApiError(409, 'conflict', {}, { cause: error });
  }
}
