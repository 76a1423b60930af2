import { fetchLearnerPlaylists, fetchPodcastDetail, fetchPodcastsPage } from '../api/calls/podcasts.js';
import type { PodcastListQuery } from '../api/calls/podcasts.js';
import type { Paginated, Podcast, PodcastDetail } from '../schemas/catalogue.js';
import type { LearnerPlaylists } from '../schemas/learner-playlists.js';
import type { QueryDefinition } from './query-cache.js';
import { queryKeys } from './query-keys.js';

/*
 * Podcasts (issue 24): the lists (all, favourites, a search), a podcast's detail and the caller's own playlists.
 * A favourite mark invalidates the lists and details (`podcast-favorite`), a playlist write the playlists
 * (`podcast-playlist`). Podcast texts are localized by the server, so their keys carry the locale.
 */

/** How long a loaded podcast page counts as fresh, so going back to the list shows it without asking. */
const LIST_STALE_TIME_MS = 30_000;

/** One page of podcasts for a query (`['catalogue', 'podcasts', locale, query]`). */
export const page = (locale: string, query: PodcastListQuery): QueryDefinition<Paginated<Podcast>> => ({
  key: queryKeys.podcasts(locale, { name: query.name ?? '', favorite: query.favorite === true, page: query.page }),
  fetcher: ({ campus, signal }) => fetchPodcastsPage(campus.api, query, { signal }),
  staleTime: LIST_STALE_TIME_MS,
});

/** A podcast with its playlists (`['catalogue', 'detail', 'podcasts', locale, id]`, the catalogue's detail key). */
export const detail = (locale: string, id: number | string): QueryDefinition<PodcastDetail> => ({
  key: queryKeys.catalogue('detail', 'podcasts', locale, String(id)),
  fetcher: ({ campus, signal }) => fetchPodcastDetail(campus.api, id, { signal }),
});

/** The caller's playlists with their episodes, whose titles the server gives in `locale`. */
export const learnerPlaylists = (locale: string): QueryDefinition<LearnerPlaylists> => ({
  key: queryKeys.learnerPlaylists(locale),
  fetcher: ({ campus, signal }) => fetchLearnerPlaylists(campus.api, { signal }),
});
