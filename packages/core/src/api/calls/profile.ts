import { paginatedSchema } from '../../schemas/paginated.js';
import type { Paginated } from '../../schemas/paginated.js';
import { memberMessageSchema } from '../../schemas/loyalty-points.js';
import type { MemberMessage } from '../../schemas/loyalty-points.js';
import { feedResponseSchema } from '../../schemas/profile-feed.js';
import type { FeedResponse } from '../../schemas/profile-feed.js';
import { trainingRankingResponseSchema } from '../../schemas/training-ranking.js';
import type { TrainingRankingResponse } from '../../schemas/training-ranking.js';
import type { ApiClient } from '../api-client.js';
import { LOYALTY_PATHS, pathTo, PROFILE_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import type { WireId } from './loyalty-earning.js';

/*
 * The profile's lists (spec §2 profile "messages", "ranking", "activity feed"; docs/server.md): the caller's
 * internal messages and marking one read, the activity feed and the training ranking.
 */

const messagesPageSchema = paginatedSchema(memberMessageSchema);

/** One page of the internal messages. */
export interface MessagesQuery {
  page: number;
  pageSize: number;
  /** Only the unread ones. */
  unread?: boolean | undefined;
}

/** `GET /api/messages/?page=&page_size=&unread=`: the caller's internal messages, newest first, localized. */
export function fetchMessagesPage(
  client: ApiClient,
  query: MessagesQuery,
  options?: TypedCallOptions,
): Promise<Paginated<MemberMessage>> {
  return client.requestJson(LOYALTY_PATHS.messages, messagesPageSchema, {
    searchParams: {
      page: query.page,
      page_size: query.pageSize,
      unread: query.unread === undefined ? undefined : String(query.unread),
    },
    ...withSignal(options),
  });
}

/** `POST /api/messages/{id}/read/`: marks one of the caller's messages read (again keeps the first time). */
export function markMessageRead(client: ApiClient, id: WireId, options?: TypedCallOptions): Promise<MemberMessage> {
  return client.requestJson(pathTo(LOYALTY_PATHS.readMessage, { id }), memberMessageSchema, {
    method: 'POST',
    ...withSignal(options),
  });
}

/** One page of the activity feed. */
export interface FeedQuery {
  page: number;
  pageSize: number;
}

/** `GET /api/feed/?page=&page_size=`: what the caller did, newest first. */
export function fetchFeedPage(client: ApiClient, query: FeedQuery, options?: TypedCallOptions): Promise<FeedResponse> {
  return client.requestJson(PROFILE_PATHS.feed, feedResponseSchema, {
    searchParams: { page: query.page, page_size: query.pageSize },
    ...withSignal(options),
  });
}

/** What one training ranking request asks for. */
export interface TrainingRankingQuery {
  /** `client`, `state:<UF>`, `retailer:<id>` or `store:<id>`. */
  area: string;
  /** How many top lines (1–200). */
  limit: number;
}

/** `GET /api/training-ranking/?area=&limit=`: the top learners of an area and the caller's own line. */
export function fetchTrainingRanking(
  client: ApiClient,
  query: TrainingRankingQuery,
  options?: TypedCallOptions,
): Promise<TrainingRankingResponse> {
  return client.requestJson(PROFILE_PATHS.trainingRanking, trainingRankingResponseSchema, {
    searchParams: { area: query.area, limit: query.limit },
    ...withSignal(options),
  });
}
