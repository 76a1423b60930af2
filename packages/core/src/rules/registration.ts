import { isAdult } from './age.js';
import { isBirthdayBeforeToday } from './fields.js';

/**
 * Error codes of {@link checkRegistration}.
 * @see SPECIFICATION §5 Registration, §5 Other fields
 */
export const REGISTRATION_ERROR_CODES = [
  'terms_not_accepted',
  'invalid_birthday',
  'underage',
  'company_agency_required',
  'too_many_company_agencies',
  'brand_required',
  'store_required',
  'profile_required',
  'invalid_profile',
] as const;

/** An error of {@link checkRegistration}. */
export type RegistrationError = (typeof REGISTRATION_ERROR_CODES)[number];

/** The id of a chosen agency, brand, chain or store, as the API sends it. */
export type SelectionId = string | number;

/** A chosen company/agency and the brands chosen for it. */
export interface AgencySelection {
  readonly id: SelectionId;
  readonly brandIds: readonly SelectionId[];
}

/** A chosen retail chain and the stores chosen in it. */
export interface ChainSelection {
  readonly id: SelectionId;
  readonly storeIds: readonly SelectionId[];
}

/** What {@link checkRegistration} checks. */
export interface RegistrationInput {
  readonly acceptedTerms: boolean;
  /** ISO date; year, month and day are edited together. */
  readonly birthday: string;
  /** Today's ISO date. */
  readonly today: string;
  readonly agencies: readonly AgencySelection[];
  readonly chains: readonly ChainSelection[];
  /**
   * The profile choice (spec §2 "profile selection"): the ids the client offers (params `user_profile`) and the
   * one chosen. When the client offers none, nothing is asked. @default no profiles offered
   */
  readonly profile?: { readonly offered: readonly SelectionId[]; readonly chosen: SelectionId | null | undefined };
}

/**
 * Every error of a registration: terms accepted; birthday a real date before today and the user an adult;
 * exactly one company/agency (counted by distinct id); at least one brand per chosen agency; at least one
 * store per chosen retail chain; and, when the client offers profiles, one of them chosen (`profile_required`,
 * `invalid_profile` for an id the client does not offer).
 * @see SPECIFICATION §2 (profile selection), §5 Registration, §5 Other fields
 * @example
 * checkRegistration({ acceptedTerms: true, birthday: '2000-01-01', today: '2024-01-01',
 *   agencies: [{ id: 1, brandIds: [] }], chains: [] }) // ['brand_required']
 */
export function checkRegistration(input: RegistrationInput): RegistrationError[] {
  const errors: RegistrationError[] = [];
  if (!input.acceptedTerms) errors.push('terms_not_accepted');
  if (!isBirthdayBeforeToday(input.birthday, input.today)) errors.push('invalid_birthday');
  else if (!isAdult(input.birthday, input.today)) errors.push('underage');
  const agencyCount = new Set(input.agencies.map((agency) => agency.id)).size;
  if (agencyCount === 0) errors.push('company_agency_required');
  if (agencyCount > 1) errors.push('too_many_company_agencies');
  if (input.agencies.some((agency) => agency.brandIds.length === 0)) errors.push('brand_required');
  if (input.chains.some((chain) => chain.storeIds.length === 0)) errors.push('store_required');
  const profile = checkProfileChoice(input.profile);
  if (profile !== null) errors.push(profile);
  return errors;
}

/**
 * The profile rule alone (also used by first access): with profiles offered, one must be chosen, and it must be
 * one of them; an id chosen when none are offered is refused too. Ids compare as strings (`'3'` is `3`).
 * @see SPECIFICATION §2 "profile selection"
 */
export function checkProfileChoice(
  profile: RegistrationInput['profile'],
): Extract<RegistrationError, 'profile_required' | 'invalid_profile'> | null {
  const chosen = profile?.chosen;
  const offered = profile?.offered ?? [];
  if (chosen === null || chosen === undefined || String(chosen).trim() === '') {
    return offered.length > 0 ? 'profile_required' : null;
  }
  return offered.some((id) => String(id) === String(chosen)) ? null : 'invalid_profile';
}
