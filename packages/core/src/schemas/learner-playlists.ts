import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { PLAYLIST_EPISODES_MAX } from '../rules/podcasts.js';
import { podcastEpisodeSchema } from './catalogue.js';

/*
 * Wire contract of the learner's own podcast playlists and listening positions (issue 24; docs/server.md
 * "Podcast playlists"). A playlist belongs to one person in one client; every write answers the whole playlist
 * as it now is, so a widget shows the server's order and names without asking again.
 */

const idSchema = z.int().check(z.minimum(1), z.maximum(2_147_483_647));
const instantSchema = z.iso.datetime({ offset: true });

/** An episode in a learner playlist: the podcast episode with the podcast it comes from. */
export const learnerPlaylistEpisodeSchema = lazySchema(() =>
  z.extend(podcastEpisodeSchema, {
    podcast_id: idSchema,
    podcast_title: z.string(),
  }),
);

/** An episode of a learner playlist. */
export type LearnerPlaylistEpisode = z.infer<typeof learnerPlaylistEpisodeSchema>;

/** A learner's playlist: its name and episodes in the learner's order. */
export const learnerPlaylistSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    episodes: z.array(learnerPlaylistEpisodeSchema),
    created_at: instantSchema,
    updated_at: instantSchema,
  }),
);

/** A learner playlist. */
export type LearnerPlaylist = z.infer<typeof learnerPlaylistSchema>;

/** `GET /api/podcast-playlists/` answer: the caller's playlists, oldest first, and how many they may keep. */
export const learnerPlaylistsSchema = lazySchema(() =>
  z.object({
    results: z.array(learnerPlaylistSchema),
    max_playlists: z.int().check(z.minimum(1)),
  }),
);

/** The caller's playlists. */
export type LearnerPlaylists = z.infer<typeof learnerPlaylistsSchema>;

/**
 * `POST /api/podcast-playlists/` and `PATCH /api/podcast-playlists/{id}/` body: the name (1–256 characters after
 * trimming; the rule `playlistNameError` decides, so the length here only bounds what is read).
 */
export const learnerPlaylistNameBodySchema = lazySchema(() => z.object({ name: z.string().check(z.maxLength(4096)) }));

/** A playlist name body. */
export type LearnerPlaylistNameBody = z.infer<typeof learnerPlaylistNameBodySchema>;

/** `POST /api/podcast-playlists/{id}/episodes/` body: the episode added at the end. */
export const learnerPlaylistEpisodeBodySchema = lazySchema(() => z.object({ episode_id: idSchema }));

/** An episode to add. */
export type LearnerPlaylistEpisodeBody = z.infer<typeof learnerPlaylistEpisodeBodySchema>;

/** `PUT /api/podcast-playlists/{id}/episodes/` body: the whole new order, every episode of the playlist once. */
export const learnerPlaylistOrderBodySchema = lazySchema(() =>
  z.object({
    episode_ids: z.array(idSchema).check(z.maxLength(PLAYLIST_EPISODES_MAX)),
  }),
);

/** A playlist's new order. */
export type LearnerPlaylistOrderBody = z.infer<typeof learnerPlaylistOrderBodySchema>;

/** `{ id }` path of a playlist. */
export const learnerPlaylistParamsSchema = lazySchema(() =>
  z.object({
    id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  }),
);

/** `{ id, episode_id }` path of an episode in a playlist. */
export const learnerPlaylistEpisodeParamsSchema = lazySchema(() =>
  z.object({
    id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
    episode_id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  }),
);

/** `{ episode_id }` path of a listening position. */
export const listeningPositionParamsSchema = lazySchema(() =>
  z.object({
    episode_id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  }),
);

/** Where the caller stopped in an episode (seconds from its start; 0 when never played). */
export const listeningPositionSchema = lazySchema(() =>
  z.object({
    episode_id: idSchema,
    position_seconds: z.int().check(z.minimum(0), z.maximum(86_400)),
    updated_at: z.nullable(instantSchema),
  }),
);

/** A listening position. */
export type ListeningPosition = z.infer<typeof listeningPositionSchema>;

/** `PUT /api/podcast-episodes/{episode_id}/position/` body. */
export const listeningPositionBodySchema = lazySchema(() =>
  z.object({
    position_seconds: z.int().check(z.minimum(0), z.maximum(86_400)),
  }),
);

/** A listening position to keep. */
export type ListeningPositionBody = z.infer<typeof listeningPositionBodySchema>;
