import { fetchFeedPage, fetchMessagesPage, fetchTrainingRanking } from '../api/calls/profile.js';
import type { TrainingRankingQuery } from '../api/calls/profile.js';
import type { MemberMessage } from '../schemas/loyalty-points.js';
import type { Paginated } from '../schemas/paginated.js';
import type { FeedEntry } from '../schemas/profile-feed.js';
import type { TrainingRankingResponse } from '../schemas/training-ranking.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * The profile's lists (spec §2 profile "messages", "ranking", "activity feed"): key, call and freshness in one
 * place. The lists grow by pages ("load more"): pages 1…`pages` are read and merged into one answer.
 */

/** Items asked for per page of the messages and the feed. */
export const PROFILE_PAGE_SIZE = 20;

/** Reads pages 1…`pages` (no further than the last) and merges them: `count` is the total, `next` the last's. */
async function readPages<Item>(
  pages: number,
  read: (page: number) => Promise<Paginated<Item>>,
): Promise<Paginated<Item>> {
  const first = await read(1);
  const last = Math.min(Math.max(1, pages), Math.ceil(first.count / PROFILE_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(last - 1, 0) }, (_, index) => read(index + 2)));
  const answers = [first, ...rest];
  return {
    count: first.count,
    previous: null,
    next: answers[answers.length - 1]?.next ?? null,
    results: answers.flatMap((answer) => answer.results),
  };
}

/** Pages 1…`pages` of the caller's internal messages, in `locale` (the server writes their texts). */
export const messages = (locale: string, pages: number): QueryDefinition<Paginated<MemberMessage>> => ({
  key: queryKeys.messages(locale, pages),
  fetcher: ({ campus, signal }) =>
    readPages(pages, (page) => fetchMessagesPage(campus.api, { page, pageSize: PROFILE_PAGE_SIZE }, { signal })),
  staleTime: 0,
});

/** Pages 1…`pages` of the caller's activity feed (titles in `locale`). */
export const feed = (locale: string, pages: number): QueryDefinition<Paginated<FeedEntry>> => ({
  key: queryKeys.feed(locale, pages),
  fetcher: ({ campus, signal }) =>
    readPages(pages, (page) => fetchFeedPage(campus.api, { page, pageSize: PROFILE_PAGE_SIZE }, { signal })),
});

/** A training ranking board (realtime `ranking` events of kind `training` invalidate `queryKeys.trainingRanking()`). */
export const trainingRanking = (query: TrainingRankingQuery): QueryDefinition<TrainingRankingResponse> => ({
  key: queryKeys.trainingRanking(query),
  fetcher: ({ campus, signal }) => fetchTrainingRanking(campus.api, query, { signal }),
});
