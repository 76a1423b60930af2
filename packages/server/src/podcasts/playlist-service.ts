import {
  LEARNER_PLAYLISTS_MAX,
  PLAYLIST_EPISODES_MAX,
  isReorderOf,
  normalizePlaylistName,
  playlistNameError,
  playlistNameKey,
} from '@campus/core/rules';
import type { LearnerPlaylist, LearnerPlaylists, ListeningPosition } from '@campus/core/schemas';
import { and, count, eq, max, ne, sql } from 'drizzle-orm';
import type { CampusTransaction } from '../db/database';
import { learnerPlaylistEpisodes, learnerPlaylists, podcastListeningPositions } from '../db/schema';
import type { LearnerPlaylistRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  lockLearnerPlaylists,
  lockedPlaylist,
  ownPlaylists,
  playlistEpisodeIds,
  playlistsWire,
  requireVisibleEpisode,
} from './playlist-store';
import type { PlaylistScope } from './playlist-store';
import type { RequestScope } from '../shared/request-scope';

/*
 * The learner playlists and listening positions (issue 24; docs/server.md "Podcast playlists"). Every write runs
 * in the caller's transaction, decides with core's rules and answers the playlist as it now is; a refusal writes
 * nothing.
 */

/** The name as stored, or 422 with the rule's code (`playlist_name_required`, `text_too_long`) on `name`. */
function checkedName(name: string): string {
  const error = playlistNameError(name);
  if (error) throw new ApiError(422, error, {}, { fieldErrors: { name: error } });
  return normalizePlaylistName(name);
}

/** 409 `playlist_name_taken` when another playlist of the caller has the name (case and accents ignored). */
async function refuseTakenName(tx: CampusTransaction, scope: PlaylistScope, key: string, except?: number) {
  const [taken] = await tx
    .select({ id: learnerPlaylists.id })
    .from(learnerPlaylists)
    .where(
      and(
        eq(learnerPlaylists.userId, scope.userId),
        eq(learnerPlaylists.clientId, scope.clientId),
        eq(learnerPlaylists.nameKey, key),
        except === undefined ? undefined : ne(learnerPlaylists.id, except),
      ),
    );
  if (taken) throw new ApiError(409, 'playlist_name_taken', {}, { fieldErrors: { name: 'playlist_name_taken' } });
}

/** One playlist on the wire. */
async function wireOf(tx: CampusTransaction, scope: PlaylistScope, row: LearnerPlaylistRow): Promise<LearnerPlaylist> {
  const [playlist] = await playlistsWire(tx, scope, [row]);
  if (!playlist) throw new Error('playlist vanished inside its transaction');
  return playlist;
}

/** Marks a playlist changed and answers it. */
async function touched(tx: CampusTransaction, scope: PlaylistScope, id: number): Promise<LearnerPlaylist> {
  const [row] = await tx
    .update(learnerPlaylists)
    .set({ updatedAt: sql`now()` })
    .where(eq(learnerPlaylists.id, id))
    .returning();
  if (!row) throw new ApiError(404, 'playlist_not_found');
  return wireOf(tx, scope, row);
}

/** `GET /api/podcast-playlists/`. */
export async function listLearnerPlaylists(tx: CampusTransaction, scope: PlaylistScope): Promise<LearnerPlaylists> {
  return {
    results: await playlistsWire(tx, scope, await ownPlaylists(tx, scope)),
    max_playlists: LEARNER_PLAYLISTS_MAX,
  };
}

/** `POST /api/podcast-playlists/`: 422 name rules, 422 `playlist_limit_reached`, 409 `playlist_name_taken`. */
export async function createLearnerPlaylist(
  tx: CampusTransaction,
  scope: PlaylistScope,
  requested: string,
): Promise<LearnerPlaylist> {
  const name = checkedName(requested);
  await lockLearnerPlaylists(tx, scope);
  const [existing] = await tx
    .select({ value: count() })
    .from(learnerPlaylists)
    .where(and(eq(learnerPlaylists.userId, scope.userId), eq(learnerPlaylists.clientId, scope.clientId)));
  if ((existing?.value ?? 0) >= LEARNER_PLAYLISTS_MAX) {
    throw new ApiError(
      422,
      'playlist_limit_reached',
      { max: LEARNER_PLAYLISTS_MAX },
      { details: { max: LEARNER_PLAYLISTS_MAX } },
    );
  }
  const key = playlistNameKey(name);
  await refuseTakenName(tx, scope, key);
  const [row] = await tx
    .insert(learnerPlaylists)
    .values({ userId: scope.userId, clientId: scope.clientId, name, nameKey: key })
    .returning();
  if (!row) throw new Error('playlist insert returned nothing');
  return wireOf(tx, scope, row);
}

/** `PATCH /api/podcast-playlists/{id}/`: the name rules, 409 `playlist_name_taken`, 404 `playlist_not_found`. */
export async function renameLearnerPlaylist(
  tx: CampusTransaction,
  scope: PlaylistScope,
  id: number,
  requested: string,
): Promise<LearnerPlaylist> {
  const name = checkedName(requested);
  await lockLearnerPlaylists(tx, scope);
  await lockedPlaylist(tx, scope, id);
  const key = playlistNameKey(name);
  await refuseTakenName(tx, scope, key, id);
  const [row] = await tx
    .update(learnerPlaylists)
    .set({ name, nameKey: key, updatedAt: sql`now()` })
    .where(eq(learnerPlaylists.id, id))
    .returning();
  if (!row) throw new ApiError(404, 'playlist_not_found');
  return wireOf(tx, scope, row);
}

/** `DELETE /api/podcast-playlists/{id}/`: 404 `playlist_not_found`. */
export async function deleteLearnerPlaylist(tx: CampusTransaction, scope: PlaylistScope, id: number): Promise<void> {
  await lockedPlaylist(tx, scope, id);
  await tx.delete(learnerPlaylists).where(eq(learnerPlaylists.id, id));
}

/**
 * `POST /api/podcast-playlists/{id}/episodes/`: adds at the end. 404 `playlist_not_found`, `episode_not_found`;
 * 409 `episode_already_in_playlist`; 422 `playlist_full`.
 */
export async function addPlaylistEpisode(
  tx: CampusTransaction,
  scope: PlaylistScope,
  id: number,
  episodeId: number,
): Promise<LearnerPlaylist> {
  await lockedPlaylist(tx, scope, id);
  await requireVisibleEpisode(tx, scope, episodeId);
  const current = await playlistEpisodeIds(tx, id);
  if (current.includes(episodeId)) throw new ApiError(409, 'episode_already_in_playlist');
  if (current.length >= PLAYLIST_EPISODES_MAX) {
    throw new ApiError(
      422,
      'playlist_full',
      { max: PLAYLIST_EPISODES_MAX },
      { details: { max: PLAYLIST_EPISODES_MAX } },
    );
  }
  const [last] = await tx
    .select({ value: max(learnerPlaylistEpisodes.position) })
    .from(learnerPlaylistEpisodes)
    .where(eq(learnerPlaylistEpisodes.playlistId, id));
  await tx.insert(learnerPlaylistEpisodes).values({ playlistId: id, episodeId, position: (last?.value ?? 0) + 1 });
  return touched(tx, scope, id);
}

/**
 * `PUT /api/podcast-playlists/{id}/episodes/`: the whole order in one write. 409 `playlist_order_mismatch` unless it
 * names exactly the playlist's episodes, each once.
 */
export async function reorderPlaylistEpisodes(
  tx: CampusTransaction,
  scope: PlaylistScope,
  id: number,
  order: readonly number[],
): Promise<LearnerPlaylist> {
  await lockedPlaylist(tx, scope, id);
  const current = await playlistEpisodeIds(tx, id);
  if (!isReorderOf(current, order)) throw new ApiError(409, 'playlist_order_mismatch');
  for (const [index, episodeId] of order.entries()) {
    await tx
      .update(learnerPlaylistEpisodes)
      .set({ position: index + 1 })
      .where(and(eq(learnerPlaylistEpisodes.playlistId, id), eq(learnerPlaylistEpisodes.episodeId, episodeId)));
  }
  return touched(tx, scope, id);
}

/** `DELETE /api/podcast-playlists/{id}/episodes/{episode_id}/`: 404 `playlist_not_found`, `episode_not_in_playlist`. */
export async function removePlaylistEpisode(
  tx: CampusTransaction,
  scope: PlaylistScope,
  id: number,
  episodeId: number,
): Promise<LearnerPlaylist> {
  await lockedPlaylist(tx, scope, id);
  const removed = await tx
    .delete(learnerPlaylistEpisodes)
    .where(and(eq(learnerPlaylistEpisodes.playlistId, id), eq(learnerPlaylistEpisodes.episodeId, episodeId)))
    .returning({ id: learnerPlaylistEpisodes.episodeId });
  if (removed.length === 0) throw new ApiError(404, 'episode_not_in_playlist');
  return touched(tx, scope, id);
}

/** `GET /api/podcast-episodes/{episode_id}/position/`: 0 when never played; 404 `episode_not_found`. */
export async function readListeningPosition(
  tx: CampusTransaction,
  scope: RequestScope,
  episodeId: number,
): Promise<ListeningPosition> {
  await requireVisibleEpisode(tx, scope, episodeId);
  const [row] = await tx
    .select()
    .from(podcastListeningPositions)
    .where(and(eq(podcastListeningPositions.userId, scope.userId), eq(podcastListeningPositions.episodeId, episodeId)));
  return {
    episode_id: episodeId,
    position_seconds: row?.positionSeconds ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** `PUT /api/podcast-episodes/{episode_id}/position/`: the last write wins; 404 `episode_not_found`. */
export async function saveListeningPosition(
  tx: CampusTransaction,
  scope: RequestScope,
  episodeId: number,
  positionSeconds: number,
): Promise<ListeningPosition> {
  await requireVisibleEpisode(tx, scope, episodeId);
  const [row] = await tx
    .insert(podcastListeningPositions)
    .values({ userId: scope.userId, episodeId, positionSeconds })
    .onConflictDoUpdate({
      target: [podcastListeningPositions.userId, podcastListeningPositions.episodeId],
      set: { positionSeconds, updatedAt: sql`now()` },
    })
    .returning();
  return { episode_id: episodeId, position_seconds: positionSeconds, updated_at: row?.updatedAt.toISOString() ?? null };
}
