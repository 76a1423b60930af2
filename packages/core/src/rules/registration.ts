import { isAdult } from './age';
import { isBirthdayBeforeToday } from './fields';

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
}

/**
 * Every error of a registration: terms accepted; birthday a real date before today and the user an adult;
 * exactly one company/agency (counted by distinct id); at least one brand per chosen agency; at least one
 * store per chosen retail chain.
 * @see SPECIFICATION §5 Registration, §5 Other fields
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
  return errors;
}
