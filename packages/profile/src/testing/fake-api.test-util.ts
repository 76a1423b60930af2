// The profile widgets' fake API for tests and stories: `GET/PATCH /accounts/profile/`, `/api/me/` and the
// registration options as a route table of the test kit (`@campus/core/testing`), with the wire schemas. A PATCH
// merges what it was sent into the stored profile (the address field by field). Test-only.
import { ACCOUNT_PATHS } from '@campus/core/api';
import { meResponseSchema, profileSchema, registrationOptionsSchema } from '@campus/core/schemas';
import type { MeResponse, Profile, ProfileUpdateRequest } from '@campus/core/schemas';
import type { SessionData } from '@campus/core';
import { answer, createFakeApi, meAnswer } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import { storedProfile } from './profile-fixtures.test-util.js';

/** What the fake serves. */
export interface ProfileApiOptions {
  profile?: Profile;
  me?: MeResponse;
  /** Fails a request (the kit's failure hook: stories' loading and error states). */
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the stored profile the PATCHes change. */
export type ProfileApi = FakeApi & { state: { profile: Profile } };

/** The signed-in learner of the tests. */
export const LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'ana@campus.example',
  id: 42,
};

/** The companies/agencies the registration offers (the stored profile's is the first). */
export const REGISTRATION_AGENCIES = [
  {
    id: 1,
    name: 'Agência Norte',
    brands: [
      { id: 4, name: 'Marca A' },
      { id: 5, name: 'Marca B' },
    ],
  },
  { id: 3, name: 'Agência Leste', brands: [{ id: 6, name: 'Marca C' }] },
];

/** The retail chains the registration offers (the stored profile holds Rede Sul's Loja Centro). */
export const REGISTRATION_CHAINS = [
  {
    id: 2,
    name: 'Rede Sul',
    stores: [
      { id: 9, name: 'Loja Centro', city: 'São Paulo', state: 'SP' },
      { id: 10, name: 'Loja Norte', city: 'São Paulo', state: 'SP' },
    ],
  },
  { id: 7, name: 'Rede Oeste', stores: [{ id: 11, name: 'Loja Oeste', city: 'Campinas', state: 'SP' }] },
];

/** The profile's company/agency and brands after a PATCH of `agencies`. */
function organisationsOf(agencies: NonNullable<ProfileUpdateRequest['agencies']>): Partial<Profile> {
  const chosen = agencies[0];
  const agency = REGISTRATION_AGENCIES.find((candidate) => candidate.id === chosen?.id);
  if (chosen === undefined || agency === undefined) return { company_agency: null, brands: [] };
  return {
    company_agency: { id: agency.id, name: agency.name },
    brands: agency.brands
      .filter((brand) => chosen.brand_ids.includes(brand.id))
      .map((brand) => ({ ...brand, agency_id: agency.id })),
  };
}

/** The profile's retailers after a PATCH of `chains`. */
function retailersOf(chains: NonNullable<ProfileUpdateRequest['chains']>): Profile['retailers'] {
  return chains.flatMap(({ id, store_ids }) => {
    const chain = REGISTRATION_CHAINS.find((candidate) => candidate.id === id);
    if (chain === undefined) return [];
    const stores = chain.stores.filter((store) => store_ids.includes(store.id));
    return [{ id, name: chain.name, stores: stores.map((store) => ({ id: store.id, name: store.name })) }];
  });
}

/** Creates the fake. */
export function createProfileApi(initial: ProfileApiOptions = {}): ProfileApi {
  const state = { profile: initial.profile ?? storedProfile() };
  const api = createFakeApi(
    {
      [`GET ${ACCOUNT_PATHS.profile}`]: () => answer(profileSchema, state.profile),
      [`PATCH ${ACCOUNT_PATHS.profile}`]: ({ body }) => {
        const { address, agencies, chains, email_confirmation: _confirmation, ...rest } = body as ProfileUpdateRequest;
        state.profile = {
          ...state.profile,
          ...(rest as Partial<Profile>),
          ...(agencies !== undefined ? organisationsOf(agencies) : {}),
          ...(chains !== undefined ? { retailers: retailersOf(chains) } : {}),
          address: { ...state.profile.address, ...(address as Partial<Profile['address']>) },
        };
        return answer(profileSchema, state.profile);
      },
      [`GET ${ACCOUNT_PATHS.me}`]: () => answer(meResponseSchema, initial.me ?? meAnswer({ id: 42 })),
      [`GET ${ACCOUNT_PATHS.registrationOptions}`]: () =>
        answer(registrationOptionsSchema, {
          countries: [
            { code: 'ARG', name: 'Argentina' },
            { code: 'BRA', name: 'Brasil' },
          ],
          agencies: REGISTRATION_AGENCIES,
          chains: REGISTRATION_CHAINS,
          genders: ['female', 'male', 'non_binary', 'not_informed'],
          marital_statuses: ['single', 'married', 'stable_union', 'divorced', 'widowed'],
        }),
      '*': () => ({ status: 200, body: { results: [], count: 0, next: null, previous: null } }),
    },
    { fail: (method, path, request) => initial.fail?.(method, path, request) },
  );
  return Object.assign(api, { state });
}
