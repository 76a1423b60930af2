import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { agencies, brands, countries, retailChains, stores, userAgencies, userBrands, userStores } from '../db/schema';
import type { FieldErrors } from './field-errors';
import type { Locale } from '@campus/core';
import { localizeCountries } from '../shared/country-names';
import type { Profile, RegistrationOptions } from '@campus/core/schemas';
import { GENDER_CODES, MARITAL_STATUS_CODES } from '@campus/core/schemas';

/** A company/agency choice as the wire sends it. */
export interface AgencyChoice {
  readonly id: number;
  readonly brand_ids: readonly number[];
}

/** A retail chain choice as the wire sends it. */
export interface ChainChoice {
  readonly id: number;
  readonly store_ids: readonly number[];
}

/** Core's `checkRegistration` input shape of the wire choices. */
export function toRuleSelections(agencyChoices: readonly AgencyChoice[], chainChoices: readonly ChainChoice[]) {
  return {
    agencies: agencyChoices.map((agency) => ({ id: agency.id, brandIds: agency.brand_ids })),
    chains: chainChoices.map((chain) => ({ id: chain.id, storeIds: chain.store_ids })),
  };
}

/**
 * Adds `invalid_selection` on `agencies` / `chains` for ids that are unknown, inactive or another client's,
 * brands that are not the chosen agency's and stores that are not the chosen chain's. (How many are chosen is
 * core's `checkRegistration`; this checks only that each choice exists where it claims to be.)
 */
export async function checkSelectionsExist(
  db: CampusDb,
  clientId: number,
  agencyChoices: readonly AgencyChoice[],
  chainChoices: readonly ChainChoice[],
  errors: FieldErrors,
): Promise<void> {
  const agencyIds = agencyChoices.map((agency) => agency.id);
  const brandIds = agencyChoices.flatMap((agency) => agency.brand_ids);
  const chainIds = chainChoices.map((chain) => chain.id);
  const storeIds = chainChoices.flatMap((chain) => chain.store_ids);
  const [agencyRows, brandRows, chainRows, storeRows] = await Promise.all([
    agencyIds.length === 0
      ? []
      : db
          .select({ id: agencies.id })
          .from(agencies)
          .where(and(inArray(agencies.id, agencyIds), eq(agencies.clientId, clientId), eq(agencies.isActive, true))),
    brandIds.length === 0
      ? []
      : db
          .select({ id: brands.id, owner: brands.agencyId })
          .from(brands)
          .where(and(inArray(brands.id, brandIds), eq(brands.clientId, clientId), eq(brands.isActive, true))),
    chainIds.length === 0
      ? []
      : db
          .select({ id: retailChains.id })
          .from(retailChains)
          .where(
            and(
              inArray(retailChains.id, chainIds),
              eq(retailChains.clientId, clientId),
              eq(retailChains.isActive, true),
            ),
          ),
    storeIds.length === 0
      ? []
      : db
          .select({ id: stores.id, owner: stores.chainId })
          .from(stores)
          .where(and(inArray(stores.id, storeIds), eq(stores.clientId, clientId), eq(stores.isActive, true))),
  ]);
  const agencyOk = new Set(agencyRows.map((row) => row.id));
  const brandOwner = new Map(brandRows.map((row) => [row.id, row.owner]));
  const chainOk = new Set(chainRows.map((row) => row.id));
  const storeOwner = new Map(storeRows.map((row) => [row.id, row.owner]));
  for (const agency of agencyChoices) {
    if (!agencyOk.has(agency.id) || agency.brand_ids.some((id) => brandOwner.get(id) !== agency.id)) {
      errors.add('agencies', 'invalid_selection');
    }
  }
  for (const chain of chainChoices) {
    if (!chainOk.has(chain.id) || chain.store_ids.some((id) => storeOwner.get(id) !== chain.id)) {
      errors.add('chains', 'invalid_selection');
    }
  }
}

/** Replaces a user's agency and brand choices. */
export async function saveAgencyChoices(tx: CampusTransaction, userId: number, choices: readonly AgencyChoice[]) {
  await tx.delete(userAgencies).where(eq(userAgencies.userId, userId));
  await tx.delete(userBrands).where(eq(userBrands.userId, userId));
  const agencyIds = [...new Set(choices.map((choice) => choice.id))];
  const brandIds = [...new Set(choices.flatMap((choice) => choice.brand_ids))];
  if (agencyIds.length > 0) await tx.insert(userAgencies).values(agencyIds.map((agencyId) => ({ userId, agencyId })));
  if (brandIds.length > 0) await tx.insert(userBrands).values(brandIds.map((brandId) => ({ userId, brandId })));
}

/** Replaces a user's store choices (their chains are the stores' chains). */
export async function saveChainChoices(tx: CampusTransaction, userId: number, choices: readonly ChainChoice[]) {
  await tx.delete(userStores).where(eq(userStores.userId, userId));
  const storeIds = [...new Set(choices.flatMap((choice) => choice.store_ids))];
  if (storeIds.length > 0) await tx.insert(userStores).values(storeIds.map((storeId) => ({ userId, storeId })));
}

/** A user's organisation data as the profile shows it. */
export async function loadUserOrganisations(
  db: CampusDb,
  userId: number,
): Promise<Pick<Profile, 'company_agency' | 'brands' | 'retailers'>> {
  const [agencyRows, brandRows, storeRows] = await Promise.all([
    db
      .select({ id: agencies.id, name: agencies.name })
      .from(userAgencies)
      .innerJoin(agencies, eq(agencies.id, userAgencies.agencyId))
      .where(eq(userAgencies.userId, userId))
      .orderBy(asc(agencies.id)),
    db
      .select({ id: brands.id, name: brands.name, agency_id: brands.agencyId })
      .from(userBrands)
      .innerJoin(brands, eq(brands.id, userBrands.brandId))
      .where(eq(userBrands.userId, userId))
      .orderBy(asc(brands.name), asc(brands.id)),
    db
      .select({ id: stores.id, name: stores.name, chainId: retailChains.id, chainName: retailChains.name })
      .from(userStores)
      .innerJoin(stores, eq(stores.id, userStores.storeId))
      .innerJoin(retailChains, eq(retailChains.id, stores.chainId))
      .where(eq(userStores.userId, userId))
      .orderBy(asc(retailChains.name), asc(stores.name), asc(stores.id)),
  ]);
  const retailers = new Map<number, Profile['retailers'][number]>();
  for (const row of storeRows) {
    const chain = retailers.get(row.chainId) ?? { id: row.chainId, name: row.chainName, stores: [] };
    chain.stores.push({ id: row.id, name: row.name });
    retailers.set(row.chainId, chain);
  }
  return { company_agency: agencyRows[0] ?? null, brands: brandRows, retailers: [...retailers.values()] };
}

/**
 * What a registration form of a client chooses from: the programme countries named and sorted in `locale`, and the
 * client's active agencies (with brands) and chains (with stores) of `countryCode` — those bound to no country
 * included — or of every country. Organisation names are the client's own, in one language.
 */
export async function registrationOptions(
  db: CampusDb,
  clientId: number,
  locale: Locale,
  countryCode?: string,
): Promise<RegistrationOptions> {
  const countryRows = await db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.code));
  const countryId = countryCode ? (countryRows.find((row) => row.code === countryCode)?.id ?? -1) : undefined;
  const agencyCountry =
    countryId === undefined ? undefined : or(isNull(agencies.countryId), eq(agencies.countryId, countryId));
  const chainCountry =
    countryId === undefined ? undefined : or(isNull(retailChains.countryId), eq(retailChains.countryId, countryId));
  const [agencyRows, brandRows, chainRows, storeRows] = await Promise.all([
    db
      .select({ id: agencies.id, name: agencies.name })
      .from(agencies)
      .where(and(eq(agencies.clientId, clientId), eq(agencies.isActive, true), agencyCountry))
      .orderBy(asc(agencies.name)),
    db
      .select({ id: brands.id, name: brands.name, owner: brands.agencyId })
      .from(brands)
      .where(and(eq(brands.clientId, clientId), eq(brands.isActive, true)))
      .orderBy(asc(brands.name)),
    db
      .select({ id: retailChains.id, name: retailChains.name })
      .from(retailChains)
      .where(and(eq(retailChains.clientId, clientId), eq(retailChains.isActive, true), chainCountry))
      .orderBy(asc(retailChains.name)),
    db
      .select({ id: stores.id, name: stores.name, city: stores.city, state: stores.state, owner: stores.chainId })
      .from(stores)
      .where(and(eq(stores.clientId, clientId), eq(stores.isActive, true)))
      .orderBy(asc(stores.name)),
  ]);
  return {
    countries: localizeCountries(countryRows, locale),
    agencies: agencyRows.map((agency) => ({
      ...agency,
      brands: brandRows.filter((brand) => brand.owner === agency.id).map(({ id, name }) => ({ id, name })),
    })),
    chains: chainRows.map((chain) => ({
      ...chain,
      stores: storeRows
        .filter((store) => store.owner === chain.id)
        .map(({ id, name, city, state }) => ({ id, name, city, state })),
    })),
    genders: [...GENDER_CODES],
    marital_statuses: [...MARITAL_STATUS_CODES],
  };
}
