import { eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { countries, languages, profiles, users } from '../db/schema';
import type { ProfileRow, UserRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { PhoneType, Profile } from '@campus/core/schemas';
import { loadUserOrganisations } from './organisations';

/** The profile columns of each phone type. */
export const PHONE_COLUMNS = {
  mobile: { number: 'phoneMobile', verified: 'phoneMobileVerified' },
  commercial: { number: 'phoneCommercial', verified: 'phoneCommercialVerified' },
  residential: { number: 'phoneResidential', verified: 'phoneResidentialVerified' },
} as const satisfies Record<PhoneType, { number: keyof ProfileRow; verified: keyof ProfileRow }>;

/** A user's row and profile row (null when the user never had profile data). */
export async function loadAccount(
  db: CampusDb,
  userId: number,
): Promise<{ user: UserRow; profile: ProfileRow | null }> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  // The token was valid a moment ago; the account may have been deleted since.
  if (!row) throw new ApiError(404, 'not_found_or_forbidden');
  return row;
}

/**
 * The profile answer (spec §3 User data) of one user — always the signed-in user's own: no route takes a user
 * id, so nobody can name another account.
 */
export async function readProfile(db: CampusDb, userId: number): Promise<Profile> {
  const { user, profile } = await loadAccount(db, userId);
  const [[country], [language], organisations] = await Promise.all([
    user.selectedCountryId === null
      ? []
      : db.select({ code: countries.code }).from(countries).where(eq(countries.id, user.selectedCountryId)),
    user.selectedLanguageId === null
      ? []
      : db.select({ code: languages.code }).from(languages).where(eq(languages.id, user.selectedLanguageId)),
    loadUserOrganisations(db, userId),
  ]);
  return {
    id: user.id,
    username: user.username,
    status: user.status,
    email: user.email,
    document: user.document,
    document_country: user.documentCountry,
    name: profile?.name ?? null,
    last_name: profile?.lastName ?? null,
    full_name: user.fullName,
    nickname: profile?.nickname ?? null,
    store_nickname: profile?.storeNickname ?? null,
    phone_mobile: profile?.phoneMobile ?? null,
    phone_mobile_verified: profile?.phoneMobileVerified ?? false,
    phone_commercial: profile?.phoneCommercial ?? null,
    phone_commercial_verified: profile?.phoneCommercialVerified ?? false,
    phone_residential: profile?.phoneResidential ?? null,
    phone_residential_verified: profile?.phoneResidentialVerified ?? false,
    birthday_date: profile?.birthdayDate ?? null,
    gender: profile?.gender ?? null,
    children_count: profile?.childrenCount ?? null,
    profession: profile?.profession ?? null,
    marital_status: profile?.maritalStatus ?? null,
    address: {
      address: profile?.address ?? null,
      number: profile?.addressNumber ?? null,
      complement: profile?.addressComplement ?? null,
      neighborhood: profile?.neighborhood ?? null,
      city: profile?.city ?? null,
      state: profile?.state ?? null,
      zip_code: profile?.zipCode ?? null,
    },
    is_handicapped: profile?.isHandicapped ?? false,
    handicap_description: profile?.handicapDescription ?? null,
    avatar: profile?.avatarUrl ?? null,
    level: profile?.level ?? null,
    ...organisations,
    branch: profile?.branch ?? null,
    country: country?.code ?? null,
    language: language?.code ?? null,
    accept_terms_and_conditions: user.acceptTermsAndConditions,
    accept_cookies_policy: user.acceptCookiesPolicy,
    register_completed: profile?.registerCompletedAt != null,
  };
}
