import { podcastDetailSchema, podcastSchema } from '../../schemas/catalogue.js';
import type { Paginated, Podcast, PodcastDetail } from '../../schemas/catalogue.js';
import {
  learnerPlaylistSchema,
  learnerPlaylistsSchema,
  listeningPositionSchema,
} from '../../schemas/learner-playlists.js';
import type { LearnerPlaylist, LearnerPlaylists, ListeningPosition } from '../../schemas/learner-playlists.js';
import { paginatedSchema } from '../../schemas/paginated.js';
import type { ApiClient } from '../api-client.js';
import { CATALOGUE_PATHS, pathTo, PODCAST_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import { writeOptions } from './write-options.js';
import type { WriteCallOptions } from './write-options.js';

/*
 * Podcasts (spec §2 podcasts, podcasts/{id}, podcasts/search/{name}; issue 24; docs/server.md "Podcast playlists"):
 * the catalogue's podcast list, search and detail, the favourite mark, the caller's own playlists and where they
 * stopped in an episode.
 */

/** How many podcasts one list request asks for (the server's maximum page size). */
export const PODCASTS_PAGE_SIZE = 100;

const podcastPageSchema = paginatedSchema(podcastSchema);

/** What a podcast list shows: every podcast, the favourites only, or those matching a name. */
export interface PodcastListQuery {
  /** `podcasts/search/{name}`: title, description, or a playlist's or episode's title (1–256 characters). */
  readonly name?: string | undefined;
  /** Only the caller's favourites. */
  readonly favorite?: boolean | undefined;
  readonly page: number;
}

/**
 * `GET /api/podcasts/?favorite=` or, with a name, `GET /api/podcasts/search/{name}/`: one page of podcasts
 * (titles in the request language where the client translated them).
 */
export async function fetchPodcastsPage(
  client: ApiClient,
  query: PodcastListQuery,
  options?: TypedCallOptions,
): Promise<Paginated<Podcast>> {
  const searchParams = { page: query.page, page_size: PODCASTS_PAGE_SIZE };
  const name = query.name?.trim() ?? '';
  if (name !== '') {
    return client.requestJson(pathTo(CATALOGUE_PATHS.podcastSearch, { name }), podcastPageSchema, {
      searchParams,
      ...withSignal(options),
    });
  }
  return client.requestJson(pathTo(CATALOGUE_PATHS.list, { kind: 'podcasts' }), podcastPageSchema, {
    searchParams: { ...searchParams, ...(query.favorite === true ? { favorite: 'true' } : {}) },
    ...withSignal(options),
  });
}

/** `GET /api/podcasts/{id}/`: a podcast with its playlists and episodes; 404 `not_found_or_forbidden`. */
export function fetchPodcastDetail(
  client: ApiClient,
  id: number | string,
  options?: TypedCallOptions,
): Promise<PodcastDetail> {
  return client.requestJson(pathTo(CATALOGUE_PATHS.detail, { kind: 'podcasts', id }), podcastDetailSchema, {
    ...withSignal(options),
  });
}

/** `POST` (on) or `DELETE` (off) `/api/podcasts/{id}/favorite/`: answers the podcast with its new mark. */
export function setPodcastFavorite(
  client: ApiClient,
  id: number | string,
  on: boolean,
  options?: TypedCallOptions,
): Promise<Podcast> {
  return client.requestJson(pathTo(CATALOGUE_PATHS.favorite, { kind: 'podcasts', id }), podcastSchema, {
    method: on ? 'POST' : 'DELETE',
    ...withSignal(options),
  });
}

/** `GET /api/podcast-playlists/`: the caller's playlists with their episodes. */
export function fetchLearnerPlaylists(client: ApiClient, options?: TypedCallOptions): Promise<LearnerPlaylists> {
  return client.requestJson(PODCAST_PATHS.playlists, learnerPlaylistsSchema, { ...withSignal(options) });
}

/**
 * `POST /api/podcast-playlists/`: a new empty playlist. 422 `playlist_name_required`, `text_too_long`,
 * `playlist_limit_reached`; 409 `playlist_name_taken`.
 */
export function createLearnerPlaylist(
  client: ApiClient,
  name: string,
  options: WriteCallOptions,
): Promise<LearnerPlaylist> {
  return client.requestJson(PODCAST_PATHS.playlists, learnerPlaylistSchema, {
    method: 'POST',
    json: { name },
    ...writeOptions(options),
  });
}

/** `PATCH /api/podcast-playlists/{id}/`: renames a playlist (the name rules of {@link createLearnerPlaylist}). */
export function renameLearnerPlaylist(
  client: ApiClient,
  id: number,
  name: string,
  options: WriteCallOptions,
): Promise<LearnerPlaylist> {
  return client.requestJson(pathTo(PODCAST_PATHS.playlist, { id }), learnerPlaylistSchema, {
    method: 'PATCH',
    json: { name },
    ...writeOptions(options),
  });
}

/** `DELETE /api/podcast-playlists/{id}/`: deletes a playlist (404 `playlist_not_found` when gone already). */
export async function deleteLearnerPlaylist(client: ApiClient, id: number, options?: TypedCallOptions): Promise<void> {
  await client.request(pathTo(PODCAST_PATHS.playlist, { id }), { method: 'DELETE', ...withSignal(options) });
}

/**
 * `POST /api/podcast-playlists/{id}/episodes/`: adds an episode at the end. 409 `episode_already_in_playlist`,
 * 422 `playlist_full`, 404 `episode_not_found`.
 */
export function addPlaylistEpisode(
  client: ApiClient,
  id: number,
  episodeId: number,
  options: WriteCallOptions,
): Promise<LearnerPlaylist> {
  return client.requestJson(pathTo(PODCAST_PATHS.playlistEpisodes, { id }), learnerPlaylistSchema, {
    method: 'POST',
    json: { episode_id: episodeId },
    ...writeOptions(options),
  });
}

/**
 * `PUT /api/podcast-playlists/{id}/episodes/`: the whole new order in one write. 409 `playlist_order_mismatch`
 * when it is not exactly the playlist's episodes (another tab changed it).
 */
export function reorderPlaylistEpisodes(
  client: ApiClient,
  id: number,
  episodeIds: readonly number[],
  options: WriteCallOptions,
): Promise<LearnerPlaylist> {
  return client.requestJson(pathTo(PODCAST_PATHS.playlistEpisodes, { id }), learnerPlaylistSchema, {
    method: 'PUT',
    json: { episode_ids: episodeIds },
    ...writeOptions(options),
  });
}

/** `DELETE /api/podcast-playlists/{id}/episodes/{episode_id}/`: removes an episode (404 `episode_not_in_playlist`). */
export function removePlaylistEpisode(
  client: ApiClient,
  id: number,
  episodeId: number,
  options?: TypedCallOptions,
): Promise<LearnerPlaylist> {
  return client.requestJson(
    pathTo(PODCAST_PATHS.playlistEpisode, { id, episode_id: episodeId }),
    learnerPlaylistSchema,
    { method: 'DELETE', ...withSignal(options) },
  );
}

/** `GET /api/podcast-episodes/{episode_id}/position/`: where the caller stopped (0 when never played). */
export function fetchListeningPosition(
  client: ApiClient,
  episodeId: number | string,
  options?: TypedCallOptions,
): Promise<ListeningPosition> {
  return client.requestJson(pathTo(PODCAST_PATHS.episodePosition, { episode_id: episodeId }), listeningPositionSchema, {
    ...withSignal(options),
  });
}

/** `PUT /api/podcast-episodes/{episode_id}/position/`: keeps where the caller stopped (the last write wins). */
export function saveListeningPosition(
  client: ApiClient,
  episodeId: number | string,
  positionSeconds: number,
  options?: TypedCallOptions & { keepalive?: boolean },
): Promise<ListeningPosition> {
  return client.requestJson(pathTo(PODCAST_PATHS.episodePosition, { episode_id: episodeId }), listeningPositionSchema, {
    method: 'PUT',
    json: { position_seconds: Math.max(0, Math.floor(positionSeconds)) },
    ...(options?.keepalive === true ? { keepalive: true } : {}),
    ...withSignal(options),
  });
}
