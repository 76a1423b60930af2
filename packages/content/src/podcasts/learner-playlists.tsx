import { useState } from 'react';
import type { FormEvent } from 'react';
import { podcastQueries } from '@campus/core';
import { createLearnerPlaylist } from '@campus/core/api';
import { playlistNameError } from '@campus/core/rules';
import type { LearnerPlaylist } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  LoadingRegion,
  Skeleton,
  TextField,
  useCampus,
  useIdempotentSubmit,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { httpErrorOf } from '@campus/core';
import { LearnerPlaylistCard } from './learner-playlist-card.js';

/** Props of {@link LearnerPlaylists}. */
export interface LearnerPlaylistsProps {
  headingLevel: HeadingLevel;
}

/**
 * The learner's own playlists (issue 24): create one (the name rule of core as typed and on submit; a refusal
 * keeps the name typed), then each playlist's card with its episodes to play, reorder, remove, rename or delete.
 * Loaded on demand by `<Podcasts>`, so the list's first render does not carry the editor.
 */
export function LearnerPlaylists({ headingLevel }: LearnerPlaylistsProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const playlists = useQuery(podcastQueries.learnerPlaylists(locale));
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const sending = useIdempotentSubmit<LearnerPlaylist>();
  const ruleError = playlistNameError(name);
  const serverCode = sending.status === 'error' ? httpErrorOf(sending.error)?.code : undefined;
  const fieldError =
    touched && ruleError
      ? t(`podcasts.errors.${ruleError}`)
      : sending.status === 'error'
        ? campus.errorMessage(sending.error, 'podcasts')
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setCreated(null);
    if (ruleError) return;
    const outcome = await sending.submit(JSON.stringify({ name }), (idempotencyKey) =>
      createLearnerPlaylist(campus.api, name, { idempotencyKey }),
    );
    if (outcome.status === 'done') {
      campus.query.invalidateAfter('podcast-playlist');
      setCreated(outcome.data.name);
      setName('');
      setTouched(false);
      sending.reset();
    }
  };
  const level = Math.min(headingLevel + 1, 6) as HeadingLevel;

  return (
    <section className="campus-podcasts__mine" part="playlists" aria-labelledby="campus-podcasts-mine">
      <Heading level={headingLevel} id="campus-podcasts-mine" className="campus-podcasts__section-title">
        {t('podcasts.mine.title')}
      </Heading>
      <form
        className="campus-podcasts__create"
        part="create-playlist"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t('podcasts.mine.create_label')}
          value={name}
          maxLength={300}
          error={fieldError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (sending.status === 'error') sending.reset();
          }}
          onBlur={() => setTouched(name !== '')}
          {...(serverCode === 'playlist_limit_reached' && playlists.data
            ? {
                hint: t('podcasts.mine.count', {
                  count: playlists.data.results.length,
                  max: playlists.data.max_playlists,
                }),
              }
            : {})}
        />
        <Button type="submit" loading={sending.status === 'sending'}>
          {sending.status === 'sending' ? t('podcasts.mine.creating') : t('podcasts.mine.create')}
        </Button>
      </form>
      <p role="status" className="campus-podcasts__status">
        {created !== null && t('podcasts.mine.created', { name: created })}
      </p>
      {playlists.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={3} />
        </LoadingRegion>
      )}
      {playlists.status === 'error' && <ErrorState error={playlists.error} onRetry={playlists.retry} />}
      {(playlists.status === 'empty' || (playlists.status === 'success' && playlists.data?.results.length === 0)) && (
        <EmptyState title={t('podcasts.mine.empty')} />
      )}
      {playlists.status === 'success' &&
        playlists.data?.results.map((playlist) => (
          <LearnerPlaylistCard key={playlist.id} playlist={playlist} headingLevel={level} />
        ))}
    </section>
  );
}
