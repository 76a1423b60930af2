/** The query cache of a Campus instance, its key table, the writes' invalidations and the domain queries. */
export { createQueryCache } from './query-cache.js';
export type { QueryCache, QueryDefinition, QueryFetchContext, QueryFetcher, QuerySnapshot } from './query-cache.js';
export { hashQueryKey, keyStartsWith } from './query-key.js';
export type { QueryKey, QueryKeyPart } from './query-key.js';
export { queryKeys } from './query-keys.js';
export { WRITE_INVALIDATES } from './write-invalidates.js';
export type { WriteKind } from './write-invalidates.js';
export * as loyaltyQueries from './loyalty-queries.js';
export * as accountQueries from './account-queries.js';
export * as platformQueries from './platform-queries.js';
export * as catalogueQueries from './catalogue-queries.js';
export * as achievementQueries from './achievement-queries.js';
export * as assessmentQueries from './assessment-queries.js';
export * as profileQueries from './profile-queries.js';
