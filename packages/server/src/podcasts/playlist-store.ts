import type { Locale } from '@campus/core';
import type { LearnerPlaylist } from '@campus/core/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import {
  catalogueItems,
  learnerPlaylistEpisodes,
  learnerPlaylists,
  podcastEpisodes,
  podcastPlaylists,
} from '../db/schema';
import type { LearnerPlaylistRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { RequestScope } from '../shared/request-scope';
import { translatedText } from '../shared/translated-text';

/*
 * Reads and locks of the learner playlists (docs/server.md "Podcast playlists"): always the caller's own rows in
 * the caller's client; an episode counts only while its podcast is published in that client.
 */

/** The caller's scope in the podcasts module, with the language episode and podcast titles are answered in. */
export interface PlaylistScope extends RequestScope {
  readonly locale: Locale;
}

/** Conditions under which an episode is the caller's to see: its podcast is a published podcast of the client. */
function visibleEpisode(scope: RequestScope) {
  return and(
    eq(catalogueItems.clientId, scope.clientId),
    eq(catalogueItems.type, 'podcast'),
    sql`${catalogueItems.published}`,
  );
}

/** The episode `episodeId` if the caller may listen to it, else 404 `episode_not_found`. */
export async function requireVisibleEpisode(tx: CampusTransaction, scope: RequestScope, episodeId: number) {
  const [episode] = await tx
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .innerJoin(podcastPlaylists, eq(podcastPlaylists.id, podcastEpisodes.playlistId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, podcastPlaylists.podcastId))
    .where(and(eq(podcastEpisodes.id, episodeId), visibleEpisode(scope)));
  if (!episode) throw new ApiError(404, 'episode_not_found');
  return episode;
}

/** Serialises the caller's playlist creations (the cap and the name check hold under concurrent tabs). */
export async function lockLearnerPlaylists(tx: CampusTransaction, scope: RequestScope): Promise<void> {
  const name = `learner_playlists:${scope.userId}:${scope.clientId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** The caller's playlist `id`, locked for the write, else 404 `playlist_not_found` (another's is not found either). */
export async function lockedPlaylist(
  tx: CampusTransaction,
  scope: RequestScope,
  id: number,
): Promise<LearnerPlaylistRow> {
  const [row] = await tx
    .select()
    .from(learnerPlaylists)
    .where(
      and(
        eq(learnerPlaylists.id, id),
        eq(learnerPlaylists.userId, scope.userId),
        eq(learnerPlaylists.clientId, scope.clientId),
      ),
    )
    .for('update');
  if (!row) throw new ApiError(404, 'playlist_not_found');
  return row;
}

/** The episode ids of a playlist in their order. */
export async function playlistEpisodeIds(tx: CampusTransaction, playlistId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: learnerPlaylistEpisodes.episodeId })
    .from(learnerPlaylistEpisodes)
    .where(eq(learnerPlaylistEpisodes.playlistId, playlistId))
    .orderBy(asc(learnerPlaylistEpisodes.position), asc(learnerPlaylistEpisodes.addedAt));
  return rows.map((row) => row.id);
}

/**
 * Playlists on the wire, with their visible episodes in order (one query for every playlist's episodes); episode
 * and podcast texts in the scope's language, else pt-BR.
 */
export async function playlistsWire(
  tx: CampusTransaction,
  scope: PlaylistScope,
  rows: readonly LearnerPlaylistRow[],
): Promise<LearnerPlaylist[]> {
  if (rows.length === 0) return [];
  const episodes = await tx
    .select({
      playlistId: learnerPlaylistEpisodes.playlistId,
      id: podcastEpisodes.id,
      title: podcastEpisodes.title,
      description: podcastEpisodes.description,
      translations: podcastEpisodes.translations,
      audioUrl: podcastEpisodes.audioUrl,
      durationSeconds: podcastEpisodes.durationSeconds,
      podcastId: catalogueItems.id,
      podcastTitle: catalogueItems.title,
      podcastTranslations: catalogueItems.translations,
    })
    .from(learnerPlaylistEpisodes)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, learnerPlaylistEpisodes.episodeId))
    .innerJoin(podcastPlaylists, eq(podcastPlaylists.id, podcastEpisodes.playlistId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, podcastPlaylists.podcastId))
    .where(
      and(
        inArray(
          learnerPlaylistEpisodes.playlistId,
          rows.map((row) => row.id),
        ),
        visibleEpisode(scope),
      ),
    )
    .orderBy(asc(learnerPlaylistEpisodes.position), asc(learnerPlaylistEpisodes.addedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    episodes: episodes
      .filter((episode) => episode.playlistId === row.id)
      .map((episode) => ({
        id: episode.id,
        title: translatedText(episode.translations, scope.locale, 'title', episode.title),
        description: translatedText(episode.translations, scope.locale, 'description', episode.description),
        audio_url: episode.audioUrl,
        duration_seconds: episode.durationSeconds,
        podcast_id: episode.podcastId,
        podcast_title: translatedText(episode.podcastTranslations, scope.locale, 'title', episode.podcastTitle),
      })),
  }));
}

/** The caller's playlists, oldest first. */
export function ownPlaylists(tx: CampusTransaction, scope: RequestScope): Promise<LearnerPlaylistRow[]> {
  return tx
    .select()
    .from(learnerPlaylists)
    .where(and(eq(learnerPlaylists.userId, scope.userId), eq(learnerPlaylists.clientId, scope.clientId)))
    .orderBy(asc(learnerPlaylists.createdAt), asc(learnerPlaylists.id));
}
