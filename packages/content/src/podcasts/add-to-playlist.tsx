import { useState } from 'react';
import type { FormEvent } from 'react';
import { podcastQueries } from '@campus/core';
import { addPlaylistEpisode } from '@campus/core/api';
import type { LearnerPlaylist } from '@campus/core/schemas';
import { Button, useCampus, useIdempotentSubmit, useLocale, useQuery, useT } from '@campus/ui';

/** Props of {@link AddToPlaylist}. */
export interface AddToPlaylistProps {
  episodeId: number;
  /** The episode's title, for the labels. */
  title: string;
}

/**
 * Adds an episode to one of the learner's playlists: a button opens a small form with the playlists to choose
 * from (none yet: where to create one). The answer's refusal (already there, full) shows beside it.
 */
export function AddToPlaylist({ episodeId, title }: AddToPlaylistProps) {
  const t = useT();
  const campus = useCampus();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const locale = useLocale();
  const playlists = useQuery(open ? podcastQueries.learnerPlaylists(locale) : null);
  const sending = useIdempotentSubmit<LearnerPlaylist>();
  const options = playlists.data?.results ?? [];
  const selected = chosen !== '' ? chosen : String(options[0]?.id ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const playlistId = Number(selected);
    if (!playlistId) return;
    setDone(null);
    const outcome = await sending.submit(JSON.stringify({ playlistId, episodeId }), (idempotencyKey) =>
      addPlaylistEpisode(campus.api, playlistId, episodeId, { idempotencyKey }),
    );
    if (outcome.status === 'done') {
      campus.query.invalidateAfter('podcast-playlist');
      setDone(outcome.data.name);
    }
  };

  if (!open) {
    return (
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('podcasts.add_to_playlist_of', { title })}
      >
        {t('podcasts.add_to_playlist')}
      </Button>
    );
  }
  return (
    <form
      className="campus-podcasts__add"
      part="add-to-playlist"
      onSubmit={(event) => void submit(event)}
      aria-label={t('podcasts.add_to_playlist_of', { title })}
    >
      {playlists.status === 'empty' || (playlists.status === 'success' && options.length === 0) ? (
        <p className="campus-podcasts__meta">{t('podcasts.no_playlists')}</p>
      ) : (
        <>
          <label className="campus-podcasts__add-label">
            <span>{t('podcasts.choose_playlist')}</span>
            <select
              value={selected}
              onChange={(event) => setChosen(event.currentTarget.value)}
              disabled={options.length === 0}
            >
              {options.map((playlist) => (
                <option key={playlist.id} value={String(playlist.id)}>
                  {playlist.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" loading={sending.status === 'sending'} disabled={options.length === 0}>
            {t('podcasts.add')}
          </Button>
        </>
      )}
      <span role="status" className="campus-podcasts__status">
        {done !== null && t('podcasts.added', { name: done })}
      </span>
      {sending.status === 'error' && (
        <span role="alert" className="campus-podcasts__error">
          {campus.errorMessage(sending.error, 'podcasts')}
        </span>
      )}
    </form>
  );
}
