import type { AudioQueueEntry } from '@campus/core';
import type { LearnerPlaylist, PodcastDetail, PodcastEpisode } from '@campus/core/schemas';

/*
 * What the audio player plays, built from what the podcasts' screens show: a podcast's playlist (its episodes with
 * the podcast's title and cover) or one of the learner's playlists (each episode names its podcast).
 */

/** A podcast's episodes as player entries. */
export function podcastQueue(
  podcast: Pick<PodcastDetail, 'title' | 'image'>,
  episodes: readonly PodcastEpisode[],
): AudioQueueEntry[] {
  return episodes.map((episode) => ({
    id: Number(episode.id),
    title: episode.title,
    podcast_title: podcast.title,
    audio_url: episode.audio_url,
    image: podcast.image,
    duration_seconds: episode.duration_seconds,
  }));
}

/** A learner playlist's episodes as player entries. */
export function learnerPlaylistQueue(playlist: LearnerPlaylist): AudioQueueEntry[] {
  return playlist.episodes.map((episode) => ({
    id: Number(episode.id),
    title: episode.title,
    podcast_title: episode.podcast_title,
    audio_url: episode.audio_url,
    duration_seconds: episode.duration_seconds,
  }));
}

/** `m:ss` or `h:mm:ss` for a number of seconds (the player's clock). */
export function clockOf(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
