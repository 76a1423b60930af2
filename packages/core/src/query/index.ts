/** The query cache of a Campus instance, its key table, the writes' invalidations and the domain queries. */
export { createQueryCache } from './query-cache';
export type { QueryCache, QueryDefinition, QueryFetchContext, QueryFetcher, QuerySnapshot } from './query-cache';
export { hashQueryKey, keyStartsWith } from './query-key';
export type { QueryKey, QueryKeyPart } from './query-key';
export { queryKeys } from './query-keys';
export { WRITE_INVALIDATES } from './write-invalidates';
export type { WriteKind } from './write-invalidates';
export * as loyaltyQueries from './loyalty-queries';
export * as accountQueries from './account-queries';
export * as platformQueries from './platform-queries';
export * as catalogueQueries from './catalogue-queries';
