import { useState } from 'react';
import type { FormEvent } from 'react';
import { podcastQueries } from '@campus/core';
import { setPodcastFavorite } from '@campus/core/api';
import type { Podcast } from '@campus/core/schemas';
import {
  Button,
  CoverImage,
  EmptyState,
  ErrorState,
  LoadingRegion,
  Skeleton,
  TextField,
  useCampus,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';

/** Props of {@link PodcastList}. */
export interface PodcastListProps {
  /** The name searched (`podcasts/search/{name}`), or empty for every podcast. */
  search: string;
  /** The person searched (a name) or cleared the search (''). */
  onSearch: (name: string) => void;
  /** The person opened a podcast. */
  onOpen: (id: number) => void;
  /** The level of each podcast's heading (under the widget's title, or in its place). */
  headingLevel: HeadingLevel;
}

/**
 * The podcasts (spec §2 podcasts, podcasts/search/{name}): a search box, the favourites filter and the cards, each
 * with its cover, author, episode count, favourite mark and a link to its detail.
 */
export function PodcastList({ search, onSearch, onOpen, headingLevel }: PodcastListProps) {
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const [typed, setTyped] = useState(search);
  const [typedFor, setTypedFor] = useState(search);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [favoriteError, setFavoriteError] = useState(false);
  // The box follows the address (a back navigation changes `search`) while keeping what is being typed otherwise.
  if (typedFor !== search) {
    setTypedFor(search);
    setTyped(search);
  }
  const list = useQuery(podcastQueries.page(locale, { name: search, favorite: !search && favoritesOnly, page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  const toggleFavorite = async (podcast: Podcast) => {
    setFavoriteError(false);
    try {
      await setPodcastFavorite(campus.api, podcast.id, !podcast.favorite);
      campus.query.invalidateAfter('podcast-favorite');
    } catch {
      setFavoriteError(true);
    }
  };
  const ItemHeading = `h${headingLevel}` as 'h3';

  return (
    <div className="campus-podcasts__list" part="list">
      <form className="campus-podcasts__search" role="search" onSubmit={submit} part="search">
        <TextField
          type="search"
          label={t('podcasts.search.label')}
          hint={t('podcasts.search.hint')}
          value={typed}
          maxLength={256}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Button type="submit">{t('podcasts.search.submit')}</Button>
        {search !== '' && (
          <Button variant="secondary" onClick={() => onSearch('')}>
            {t('podcasts.search.clear')}
          </Button>
        )}
      </form>
      {search === '' && (
        <label className="campus-podcasts__filter">
          <input
            type="checkbox"
            checked={favoritesOnly}
            onChange={(event) => setFavoritesOnly(event.currentTarget.checked)}
          />
          {t('podcasts.favorites_only')}
        </label>
      )}
      {search !== '' && <p className="campus-podcasts__results">{t('podcasts.search.results', { name: search })}</p>}
      {favoriteError && (
        <p role="alert" className="campus-podcasts__error">
          {t('podcasts.favorite_error')}
        </p>
      )}
      {list.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={4} />
        </LoadingRegion>
      )}
      {list.status === 'error' && <ErrorState error={list.error} onRetry={list.retry} />}
      {list.status === 'empty' && (
        <EmptyState title={search ? t('podcasts.empty_search', { name: search }) : t('podcasts.empty')} />
      )}
      {list.status === 'success' && list.data && (
        <ul className="campus-podcasts__cards" part="cards">
          {list.data.results.map((podcast) => (
            <li key={podcast.id} className="campus-podcasts__card" part="card">
              <CoverImage path={podcast.image} className="campus-podcasts__cover" part="card-image" />
              <div className="campus-podcasts__card-body">
                <ItemHeading className="campus-podcasts__card-title">
                  <button
                    type="button"
                    className="campus-podcasts__open"
                    onClick={() => onOpen(Number(podcast.id))}
                    aria-label={t('podcasts.open', { title: podcast.title })}
                  >
                    {podcast.title}
                  </button>
                </ItemHeading>
                {podcast.author && (
                  <p className="campus-podcasts__meta">{t('podcasts.by', { author: podcast.author })}</p>
                )}
                <p className="campus-podcasts__meta">
                  {t('podcasts.episodes_count', { count: podcast.episodes_count })}
                </p>
                <p className="campus-podcasts__description">{podcast.description}</p>
              </div>
              <button
                type="button"
                className="campus-podcasts__favorite"
                part="favorite"
                aria-pressed={podcast.favorite}
                aria-label={t('podcasts.favorite', { title: podcast.title })}
                onClick={() => void toggleFavorite(podcast)}
              >
                {podcast.favorite ? '★' : '☆'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
