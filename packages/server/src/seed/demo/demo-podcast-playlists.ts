import { playlistNameKey } from '@campus/core/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  catalogueItems,
  learnerPlaylistEpisodes,
  learnerPlaylists,
  podcastEpisodes,
  podcastPlaylists,
} from '../../db/schema';
import type { DemoSeedContext } from './index';

/** The demo learner's playlist: its name and the episodes it holds, by their demo titles, in order. */
export const DEMO_LEARNER_PLAYLIST = {
  name: 'Para ouvir no caminho',
  episodes: ['Como abordar o cliente', 'Objeções de preço', 'Núcleos e threads'],
} as const;

/**
 * The demo learner's own podcast playlist (issue 24; docs/demo.md), over the podcasts `seedDemoMedia` wrote: three
 * episodes of two podcasts, so the podcasts page opens with something to play, reorder and edit.
 */
export async function seedDemoPodcastPlaylists({ tx, client, users }: DemoSeedContext): Promise<void> {
  const episodes = await tx
    .select({ id: podcastEpisodes.id, title: podcastEpisodes.title })
    .from(podcastEpisodes)
    .innerJoin(podcastPlaylists, eq(podcastPlaylists.id, podcastEpisodes.playlistId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, podcastPlaylists.podcastId))
    .where(inArray(podcastEpisodes.title, [...DEMO_LEARNER_PLAYLIST.episodes]))
    .orderBy(asc(podcastEpisodes.id));
  const [playlist] = await tx
    .insert(learnerPlaylists)
    .values({
      userId: users.learner.id,
      clientId: client.id,
      name: DEMO_LEARNER_PLAYLIST.name,
      nameKey: playlistNameKey(DEMO_LEARNER_PLAYLIST.name),
    })
    .returning({ id: learnerPlaylists.id });
  if (!playlist) return;
  const ids = DEMO_LEARNER_PLAYLIST.episodes
    .map((title) => episodes.find((episode) => episode.title === title)?.id)
    .filter((id): id is number => id !== undefined);
  if (ids.length === 0) return;
  await tx
    .insert(learnerPlaylistEpisodes)
    .values(ids.map((episodeId, index) => ({ playlistId: playlist.id, episodeId, position: index + 1 })));
}
