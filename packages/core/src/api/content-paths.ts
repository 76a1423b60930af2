/*
 * The paths of @campus/content's own calls (issue 24): part of the one path table (paths.ts re-exports them), kept in
 * a module of their own so that a build splitting widgets into chunks carries them in the content chunk only, not in
 * the chunk every widget loads.
 */

/**
 * Podcasts (issue 24, docs/server.md "Podcast playlists"): the caller's own playlists (`GET` lists, `POST` creates;
 * one playlist: `PATCH` renames, `DELETE` deletes; its episodes: `POST` adds one, `PUT` writes the whole order;
 * one episode: `DELETE` removes it) and where the caller stopped in an episode (`GET`, `PUT`). The podcasts
 * themselves are the catalogue's (`CATALOGUE_PATHS` with `podcasts`).
 */
export const PODCAST_PATHS = {
  playlists: '/api/podcast-playlists/',
  playlist: '/api/podcast-playlists/:id/',
  playlistEpisodes: '/api/podcast-playlists/:id/episodes/',
  playlistEpisode: '/api/podcast-playlists/:id/episodes/:episode_id/',
  episodePosition: '/api/podcast-episodes/:episode_id/position/',
} as const;
