import { useRef, useState } from 'react';
import { audioPlayerOf } from '@campus/core';
import type { FormEvent } from 'react';
import {
  deleteLearnerPlaylist,
  removePlaylistEpisode,
  renameLearnerPlaylist,
  reorderPlaylistEpisodes,
} from '@campus/core/api';
import { moveEntry, playlistNameError } from '@campus/core/rules';
import type { LearnerPlaylist } from '@campus/core/schemas';
import { Button, ConfirmDialog, Heading, TextField, useCampus, useIdempotentSubmit, useT } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { learnerPlaylistQueue } from './episode-queue.js';

/** Props of {@link LearnerPlaylistCard}. */
export interface LearnerPlaylistCardProps {
  playlist: LearnerPlaylist;
  headingLevel: HeadingLevel;
}

/**
 * One of the learner's playlists: play it, rename it (inline), delete it (after a confirmation), and its episodes in
 * order with move up / move down buttons (keyboard-reachable; the whole order is one write) and remove. What
 * changed is announced politely; focus stays on the button used.
 */
export function LearnerPlaylistCard({ playlist, headingLevel }: LearnerPlaylistCardProps) {
  const t = useT();
  const campus = useCampus();
  const root = useRef<HTMLElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(playlist.name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const renameSubmit = useIdempotentSubmit<LearnerPlaylist>();
  const reorderSubmit = useIdempotentSubmit<LearnerPlaylist>();
  const ruleError = playlistNameError(name);
  const headingId = `campus-playlist-${playlist.id}`;

  const write = async (work: () => Promise<unknown>, announce: string, focusSelector?: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      campus.query.invalidateAfter('podcast-playlist');
      setStatus(announce);
      if (focusSelector) {
        // After the list re-renders in its new order, the button pressed keeps the focus.
        requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(focusSelector)?.focus());
      }
    } catch (failure) {
      setError(campus.errorMessage(failure, 'podcasts'));
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, delta: number) => {
    const episode = playlist.episodes[index];
    if (!episode) return;
    const order = moveEntry(
      playlist.episodes.map((entry) => Number(entry.id)),
      index,
      delta,
    );
    void write(
      async () => {
        const outcome = await reorderSubmit.submit(JSON.stringify(order), (idempotencyKey) =>
          reorderPlaylistEpisodes(campus.api, playlist.id, order, { idempotencyKey }),
        );
        if (outcome.status === 'error') throw outcome.error;
      },
      t('podcasts.mine.moved', { title: episode.title, position: index + delta + 1 }),
      `[data-move="${delta < 0 ? 'up' : 'down'}-${episode.id}"]`,
    );
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (ruleError) return;
    const outcome = await renameSubmit.submit(JSON.stringify({ name }), (idempotencyKey) =>
      renameLearnerPlaylist(campus.api, playlist.id, name, { idempotencyKey }),
    );
    if (outcome.status === 'done') {
      campus.query.invalidateAfter('podcast-playlist');
      setStatus(t('podcasts.mine.renamed', { name: outcome.data.name }));
      setRenaming(false);
      renameSubmit.reset();
    }
  };

  return (
    <article ref={root} className="campus-podcasts__playlist" part="playlist" aria-labelledby={headingId}>
      <div className="campus-podcasts__playlist-head">
        <Heading level={headingLevel} id={headingId} className="campus-podcasts__playlist-title">
          {playlist.name}
        </Heading>
        <div className="campus-podcasts__actions">
          <Button
            disabled={playlist.episodes.length === 0}
            aria-label={t('podcasts.mine.play', { name: playlist.name })}
            onClick={() => audioPlayerOf(campus).getState().playQueue(learnerPlaylistQueue(playlist), 0)}
          >
            {t('podcasts.play_all')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setName(playlist.name);
              setRenaming(true);
              requestAnimationFrame(() =>
                root.current?.querySelector<HTMLInputElement>('.campus-podcasts__rename input')?.focus(),
              );
            }}
          >
            {t('podcasts.mine.rename')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('podcasts.mine.delete')}
          </Button>
        </div>
      </div>
      {renaming && (
        <form className="campus-podcasts__rename" onSubmit={(event) => void rename(event)} noValidate>
          <TextField
            label={t('podcasts.mine.rename_label', { name: playlist.name })}
            value={name}
            maxLength={300}
            error={
              ruleError
                ? t(`podcasts.errors.${ruleError}`)
                : renameSubmit.status === 'error'
                  ? campus.errorMessage(renameSubmit.error, 'podcasts')
                  : undefined
            }
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (renameSubmit.status === 'error') renameSubmit.reset();
            }}
          />
          <Button type="submit" loading={renameSubmit.status === 'sending'}>
            {t('podcasts.mine.save')}
          </Button>
          <Button variant="secondary" onClick={() => setRenaming(false)}>
            {t('podcasts.mine.cancel')}
          </Button>
        </form>
      )}
      {playlist.episodes.length === 0 ? (
        <p className="campus-podcasts__meta">{t('podcasts.mine.empty_playlist')}</p>
      ) : (
        <ol className="campus-podcasts__episodes" part="playlist-episodes">
          {playlist.episodes.map((episode, index) => (
            <li key={episode.id} className="campus-podcasts__episode" part="playlist-episode">
              <div className="campus-podcasts__episode-text">
                <span className="campus-podcasts__episode-title">{episode.title}</span>
                <span className="campus-podcasts__meta">{episode.podcast_title}</span>
              </div>
              <div className="campus-podcasts__actions">
                <Button
                  variant="secondary"
                  data-move={`up-${episode.id}`}
                  disabled={busy || index === 0}
                  aria-label={t('podcasts.mine.move_up', { title: episode.title })}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  variant="secondary"
                  data-move={`down-${episode.id}`}
                  disabled={busy || index === playlist.episodes.length - 1}
                  aria-label={t('podcasts.mine.move_down', { title: episode.title })}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('podcasts.mine.remove', { title: episode.title })}
                  onClick={() =>
                    void write(
                      () => removePlaylistEpisode(campus.api, playlist.id, Number(episode.id)),
                      t('podcasts.mine.removed', { title: episode.title }),
                    )
                  }
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="campus-podcasts__status">
        {status}
      </p>
      {error !== null && (
        <p role="alert" className="campus-podcasts__error">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('podcasts.mine.delete_title', { name: playlist.name })}
        message={t('podcasts.mine.delete_message')}
        confirmLabel={t('podcasts.mine.delete')}
        cancelLabel={t('podcasts.mine.cancel')}
        tone="danger"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void write(
            () => deleteLearnerPlaylist(campus.api, playlist.id),
            t('podcasts.mine.deleted', { name: playlist.name }),
          );
        }}
      />
    </article>
  );
}
