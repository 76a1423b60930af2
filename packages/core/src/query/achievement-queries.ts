import { fetchBadges, fetchCertificates } from '../api/calls/achievements.js';
import type { BadgesResponse, CertificatesResponse } from '../schemas/achievements.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * Certificates and badges (spec §2 profile): key, call and freshness in one place. A progress report that finishes
 * a course invalidates both (`WRITE_INVALIDATES['activity-progress']`), a write that posts points the badges.
 */

/** The caller's certificates. */
export const certificates = (): QueryDefinition<CertificatesResponse> => ({
  key: queryKeys.certificates(),
  fetcher: ({ campus, signal }) => fetchCertificates(campus.api, { signal }),
});

/** The client's badges with the caller's state, named in `locale`. */
export const badges = (locale: string): QueryDefinition<BadgesResponse> => ({
  key: queryKeys.badges(locale),
  fetcher: ({ campus, signal }) => fetchBadges(campus.api, { signal }),
});
