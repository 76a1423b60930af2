import { checkPasswordLink, fetchMe, fetchProfile, fetchRegistrationOptions } from '../api/calls/accounts.js';
import type { CountryCode } from '../rules/index.js';
import type { PasswordLink, Profile, RegistrationOptions } from '../schemas/account.js';
import type { MeResponse } from '../schemas/me.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The signed-in account's queries: key, call and freshness in one place, so the site, the menus and the widgets
 * share one answer. The cache drops them when the session's audience changes (sign-in, sign-out, another client).
 */

/**
 * `GET /api/me/`: roles (programme membership), account status, cookie and terms flags. Fresh for 30 s, so a
 * block or a role given by an administrator shows soon; profile writes invalidate it.
 */
export const me = (): QueryDefinition<MeResponse> => ({
  key: queryKeys.me(),
  fetcher: ({ campus, signal }) => fetchMe(campus.api, { signal }),
  staleTime: 30_000,
});

/** `GET /accounts/profile/`: the signed-in user's data (§3 User data); profile writes invalidate it. */
export const profile = (): QueryDefinition<Profile> => ({
  key: queryKeys.profile(),
  fetcher: ({ campus, signal }) => fetchProfile(campus.api, { signal }),
});

/**
 * `GET /accounts/registration_options/`: countries, agencies with brands, chains with stores (signed out too).
 * Country names come in the interface language: pass `locale` so that switching language refetches them.
 */
export const registrationOptions = (country?: CountryCode, locale?: string): QueryDefinition<RegistrationOptions> => ({
  key: queryKeys.registrationOptions(country, locale),
  fetcher: ({ campus, signal }) => fetchRegistrationOptions(campus.api, country, { signal }),
});

/** Whether a `set-password/…` or `recover-password/…` link still works; answers whose it is. */
export const passwordLink = (link: PasswordLink): QueryDefinition<{ username: string }> => ({
  key: queryKeys.passwordLink(link),
  fetcher: ({ campus, signal }) => checkPasswordLink(campus.api, link, { signal }),
});
