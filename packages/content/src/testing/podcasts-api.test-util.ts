// The podcasts widgets' fake API for tests and stories: the reference server's podcast routes (the catalogue's list,
// search, detail and favourite, the learner's playlists, the listening positions), answered from fixtures with
// core's wire schemas and path tables. Test-only.
import type { SessionData } from '@campus/core';
import { CATALOGUE_PATHS, PODCASTS_PAGE_SIZE, PODCAST_PATHS } from '@campus/core/api';
import { isSamePlaylistName, normalizePlaylistName, playlistNameError } from '@campus/core/rules';
import {
  learnerPlaylistSchema,
  learnerPlaylistsSchema,
  listeningPositionSchema,
  paginatedSchema,
  podcastDetailSchema,
  podcastSchema,
} from '@campus/core/schemas';
import type { LearnerPlaylist, Podcast, PodcastDetail } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, pageOf } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';
import * as fixtures from './podcasts-fixtures.test-util.js';

/** What the fake serves. */
export interface PodcastsApiOptions {
  podcasts?: Podcast[];
  /** A podcast's detail (default: the fixture's seasons). */
  detail?: (item: Podcast) => PodcastDetail;
  /** The learner's playlists (changed by the writes). */
  playlists?: LearnerPlaylist[];
  /** Where the learner stopped in each episode, in seconds (default: never played). */
  positions?: Record<number, number>;
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the options later requests read (and the writes change). */
export type PodcastsApi = FakeApi & { options: PodcastsApiOptions };

/** The signed-in learner of the podcasts tests. */
export const PODCASTS_LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'learner@campus.example',
  id: 42,
};

const NOW = '2026-11-29T12:00:00.000Z';
const podcastPage = paginatedSchema(podcastSchema);
/** A catalogue path of the podcasts (`:kind` is `podcasts`). */
const ofPodcasts = (path: string) => path.replace(':kind', 'podcasts');

/** Creates the fake, serving the fixtures unless `initial` says otherwise. */
export function createPodcastsApi(initial: PodcastsApiOptions = {}): PodcastsApi {
  const options: PodcastsApiOptions = { ...initial };
  const podcasts = () => (options.podcasts ??= fixtures.podcasts());
  const playlists = () => (options.playlists ??= fixtures.learnerPlaylists());
  const positions = () => (options.positions ??= {});
  const findPlaylist = (id: string | undefined) => playlists().find((entry) => String(entry.id) === id);
  const replacePlaylist = (next: LearnerPlaylist) => {
    options.playlists = playlists().map((entry) => (entry.id === next.id ? next : entry));
    return answer(learnerPlaylistSchema, next);
  };
  const allEpisodes = () =>
    podcasts().flatMap((item) =>
      (options.detail?.(item) ?? fixtures.podcastDetail(item)).playlists.flatMap((season) =>
        season.episodes.map((entry) => ({ ...entry, podcast_id: Number(item.id), podcast_title: item.title })),
      ),
    );
  const favorite = (id: string | undefined, on: boolean) => {
    const item = podcasts().find((entry) => String(entry.id) === id);
    if (!item) return apiError(404, 'not_found_or_forbidden');
    const marked = { ...item, favorite: on };
    options.podcasts = podcasts().map((entry) => (entry === item ? marked : entry));
    return answer(podcastSchema, marked);
  };
  const position = (episodeId: number) =>
    answer(listeningPositionSchema, {
      episode_id: episodeId,
      position_seconds: positions()[episodeId] ?? 0,
      updated_at: positions()[episodeId] === undefined ? null : NOW,
    });

  return Object.assign(
    createFakeApi(
      {
        [`GET ${ofPodcasts(CATALOGUE_PATHS.list)}`]: ({ query }) => {
          const shown = query.get('favorite') === 'true' ? podcasts().filter((item) => item.favorite) : podcasts();
          return answer(podcastPage, pageOf(shown, query, '/api/podcasts/', PODCASTS_PAGE_SIZE));
        },
        [`GET ${CATALOGUE_PATHS.podcastSearch}`]: ({ params, query }) => {
          const name = (params['name'] ?? '').toLowerCase();
          const found = podcasts().filter((item) => `${item.title} ${item.description}`.toLowerCase().includes(name));
          return answer(podcastPage, pageOf(found, query, '/api/podcasts/search/', PODCASTS_PAGE_SIZE));
        },
        [`GET ${ofPodcasts(CATALOGUE_PATHS.detail)}`]: ({ params }) => {
          const item = podcasts().find((entry) => String(entry.id) === params['id']);
          if (!item) return apiError(404, 'not_found_or_forbidden');
          return answer(podcastDetailSchema, options.detail?.(item) ?? fixtures.podcastDetail(item));
        },
        [`POST ${ofPodcasts(CATALOGUE_PATHS.favorite)}`]: ({ params }) => favorite(params['id'], true),
        [`DELETE ${ofPodcasts(CATALOGUE_PATHS.favorite)}`]: ({ params }) => favorite(params['id'], false),

        [`GET ${PODCAST_PATHS.playlists}`]: () =>
          answer(learnerPlaylistsSchema, { results: playlists(), max_playlists: 50 }),
        [`POST ${PODCAST_PATHS.playlists}`]: ({ body }) => {
          const name = normalizePlaylistName(String((body as { name?: unknown }).name ?? ''));
          const refused = playlistNameError(name);
          if (refused) return apiError(422, refused);
          if (playlists().some((entry) => isSamePlaylistName(entry.name, name))) {
            return apiError(409, 'playlist_name_taken');
          }
          const id = Math.max(0, ...playlists().map((entry) => entry.id)) + 1;
          const created = { id, name, created_at: NOW, updated_at: NOW, episodes: [] };
          options.playlists = [...playlists(), created];
          return answer(learnerPlaylistSchema, created, 201);
        },
        [`PATCH ${PODCAST_PATHS.playlist}`]: ({ params, body }) => {
          const playlist = findPlaylist(params['id']);
          if (!playlist) return apiError(404, 'playlist_not_found');
          const name = normalizePlaylistName(String((body as { name?: unknown }).name ?? ''));
          const refused = playlistNameError(name);
          return refused ? apiError(422, refused) : replacePlaylist({ ...playlist, name, updated_at: NOW });
        },
        [`DELETE ${PODCAST_PATHS.playlist}`]: ({ params }) => {
          if (!findPlaylist(params['id'])) return apiError(404, 'playlist_not_found');
          options.playlists = playlists().filter((entry) => String(entry.id) !== params['id']);
          return { status: 204 };
        },
        [`POST ${PODCAST_PATHS.playlistEpisodes}`]: ({ params, body }) => {
          const playlist = findPlaylist(params['id']);
          if (!playlist) return apiError(404, 'playlist_not_found');
          const episodeId = Number((body as { episode_id?: unknown }).episode_id);
          if (playlist.episodes.some((entry) => entry.id === episodeId)) {
            return apiError(409, 'episode_already_in_playlist');
          }
          const added = allEpisodes().find((entry) => entry.id === episodeId);
          if (!added) return apiError(404, 'episode_not_found');
          return replacePlaylist({ ...playlist, episodes: [...playlist.episodes, added], updated_at: NOW });
        },
        [`PUT ${PODCAST_PATHS.playlistEpisodes}`]: ({ params, body }) => {
          const playlist = findPlaylist(params['id']);
          if (!playlist) return apiError(404, 'playlist_not_found');
          const order = (body as { episode_ids?: number[] }).episode_ids ?? [];
          const episodes = order.map((id) => playlist.episodes.find((entry) => entry.id === id));
          if (episodes.length !== playlist.episodes.length || episodes.some((entry) => entry === undefined)) {
            return apiError(409, 'playlist_order_mismatch');
          }
          return replacePlaylist({ ...playlist, episodes: episodes.filter((entry) => entry !== undefined) });
        },
        [`DELETE ${PODCAST_PATHS.playlistEpisode}`]: ({ params }) => {
          const playlist = findPlaylist(params['id']);
          const episodeId = Number(params['episode_id']);
          if (!playlist?.episodes.some((entry) => entry.id === episodeId)) {
            return apiError(404, 'episode_not_in_playlist');
          }
          return replacePlaylist({
            ...playlist,
            episodes: playlist.episodes.filter((entry) => entry.id !== episodeId),
          });
        },

        [`GET ${PODCAST_PATHS.episodePosition}`]: ({ params }) => position(Number(params['episode_id'])),
        [`PUT ${PODCAST_PATHS.episodePosition}`]: ({ params, body }) => {
          const episodeId = Number(params['episode_id']);
          positions()[episodeId] = Number((body as { position_seconds?: unknown }).position_seconds);
          return position(episodeId);
        },
      },
      { fail: (method, path, request) => options.fail?.(method, path, request) },
    ),
    { options },
  );
}
