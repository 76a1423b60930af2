import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { audioPlayerOf, selectCurrentEpisode } from '@campus/core';
import { fetchListeningPosition, saveListeningPosition } from '@campus/core/api';
import { PLAYBACK_RATES, SEEK_STEP_SECONDS, resumablePosition } from '@campus/core/rules';
import { useCampus, useMediaUrl, usePackageMessages, useT } from '@campus/ui';
import { PODCASTS_MESSAGES } from '../messages/podcasts/podcasts-messages.js';
import { clockOf } from './episode-queue.js';
import { useAudioPlayer } from './use-audio-player.js';
import { useMediaSession } from './use-media-session.js';

/** How often, while playing, where the person is goes to the server (and on pause, end and episode change). */
const SAVE_EVERY_MS = 15_000;

/**
 * The mini audio player (issue 24): plays the instance's queue (`audioPlayerOf(campus)`) in one `<audio>`
 * element. Mount it once where it stays while the person browses (the site's shell): every widget of the instance
 * starts episodes through the store, so navigation never stops it. Resumes each episode where the person stopped
 * (the server keeps it per episode), speeds 0.75–2×, keyboard on the player (Space plays or pauses, arrows seek
 * ±15 s), a labelled slider, and the Media Session's metadata and actions where the browser has them. Renders
 * nothing until something is queued.
 */
export function AudioPlayer() {
  usePackageMessages(PODCASTS_MESSAGES);
  const t = useT();
  const campus = useCampus();
  const media = useMediaUrl();
  const audio = useRef<HTMLAudioElement>(null);
  const store = audioPlayerOf(campus);
  const current = useAudioPlayer(selectCurrentEpisode);
  const playing = useAudioPlayer((state) => state.playing);
  const position = useAudioPlayer((state) => state.position);
  const duration = useAudioPlayer((state) => state.duration);
  const rate = useAudioPlayer((state) => state.rate);
  const seekVersion = useAudioPlayer((state) => state.seek_version);
  const hasNext = useAudioPlayer((state) => state.index + 1 < state.queue.length);
  const [failedFor, setFailedFor] = useState<number | null>(null);
  const source = current ? media(current.audio_url) : null;
  const episodeId = current?.id;
  const failed = failedFor !== null && failedFor === episodeId;

  // A new episode: ask the server where the person stopped, unless this instance already knows.
  useEffect(() => {
    if (episodeId === undefined || store.getState().positions[episodeId] !== undefined) return;
    const controller = new AbortController();
    fetchListeningPosition(campus.api, episodeId, { signal: controller.signal })
      .then((answer) => {
        const state = store.getState();
        const resume = resumablePosition(answer.position_seconds, state.duration);
        if (selectCurrentEpisode(state)?.id === episodeId && resume > 0 && state.position < 1) state.seek(resume);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [campus.api, episodeId, store]);

  // The store's wishes, applied to the element: a person's seek, the speed, play or pause.
  useEffect(() => {
    const element = audio.current;
    if (element && Number.isFinite(store.getState().position)) element.currentTime = store.getState().position;
  }, [seekVersion, source, store]);
  useEffect(() => {
    if (audio.current) audio.current.playbackRate = rate;
  }, [rate, source]);
  useEffect(() => {
    const element = audio.current;
    if (!element || !source) return;
    if (playing && element.paused) element.play().catch(() => store.getState().setPlaying(false));
    else if (!playing && !element.paused) element.pause();
  }, [playing, source, store]);

  // Where the person is, to the server: every SAVE_EVERY_MS while playing, and when it pauses or changes episode.
  useEffect(() => {
    if (episodeId === undefined) return;
    const save = (keepalive = false) => {
      const seconds = Math.floor(store.getState().position);
      store.getState().rememberPosition(episodeId, seconds);
      saveListeningPosition(campus.api, episodeId, seconds, { keepalive }).catch(() => undefined);
    };
    const timer = playing ? setInterval(save, SAVE_EVERY_MS) : undefined;
    return () => {
      if (timer) clearInterval(timer);
      save(true);
    };
  }, [campus.api, episodeId, playing, store]);

  useMediaSession(current, media);

  if (!current || !source) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'SELECT') return;
    if (event.key === ' ' && target.tagName !== 'BUTTON') {
      event.preventDefault();
      store.getState().togglePlaying();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && target.tagName !== 'INPUT') {
      event.preventDefault();
      store.getState().seekBy(event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS);
    }
  };
  const length = duration > 0 ? duration : current.duration_seconds;

  return (
    // The player is one composite control: focused, it takes Space and the arrows (documented, `aria-describedby`).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="campus-audio-player"
      part="player"
      aria-label={t('podcasts.player.label')}
      aria-describedby="campus-audio-player-keys"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {/* A podcast episode has no caption track: its title and description are its text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audio}
        src={source}
        preload="metadata"
        part="audio"
        onTimeUpdate={(event) =>
          store.getState().reportProgress(event.currentTarget.currentTime, event.currentTarget.duration)
        }
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          element.playbackRate = store.getState().rate;
          store.getState().reportProgress(store.getState().position, element.duration);
          if (store.getState().position > 0) element.currentTime = store.getState().position;
          if (store.getState().playing) element.play().catch(() => store.getState().setPlaying(false));
        }}
        onPlay={() => store.getState().setPlaying(true)}
        onPause={(event) => {
          if (!event.currentTarget.ended) store.getState().setPlaying(false);
        }}
        onEnded={() => {
          store.getState().rememberPosition(current.id, 0);
          store.getState().next();
        }}
        onError={() => {
          setFailedFor(current.id);
          store.getState().setPlaying(false);
        }}
      />
      <div className="campus-audio-player__info" part="info">
        <span className="campus-audio-player__eyebrow">{t('podcasts.player.now_playing')}</span>
        <strong className="campus-audio-player__title" part="title">
          {current.title}
        </strong>
        <span className="campus-audio-player__show">{current.podcast_title}</span>
        <span id="campus-audio-player-keys" className="campus-audio-player__keys">
          {t('podcasts.player.keyboard')}
        </span>
        {failed && (
          <span role="alert" className="campus-audio-player__error" part="error">
            {t('podcasts.player.unavailable')}
          </span>
        )}
      </div>
      <div className="campus-audio-player__controls" part="controls">
        <button
          type="button"
          className="campus-audio-player__button"
          onClick={() => store.getState().previous()}
          aria-label={t('podcasts.player.previous')}
        >
          <span aria-hidden="true">⏮</span>
        </button>
        <button
          type="button"
          className="campus-audio-player__button"
          onClick={() => store.getState().seekBy(-SEEK_STEP_SECONDS)}
          aria-label={t('podcasts.player.back')}
        >
          <span aria-hidden="true">−15</span>
        </button>
        <button
          type="button"
          className="campus-audio-player__button campus-audio-player__toggle"
          part="toggle"
          onClick={() => store.getState().togglePlaying()}
          aria-label={playing ? t('podcasts.player.pause') : t('podcasts.player.play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className="campus-audio-player__button"
          onClick={() => store.getState().seekBy(SEEK_STEP_SECONDS)}
          aria-label={t('podcasts.player.forward')}
        >
          <span aria-hidden="true">+15</span>
        </button>
        <button
          type="button"
          className="campus-audio-player__button"
          onClick={() => store.getState().next()}
          disabled={!hasNext}
          aria-label={t('podcasts.player.next')}
        >
          <span aria-hidden="true">⏭</span>
        </button>
      </div>
      <div className="campus-audio-player__timeline" part="timeline">
        <span aria-hidden="true">{clockOf(position)}</span>
        <input
          type="range"
          className="campus-audio-player__slider"
          part="slider"
          min={0}
          max={Math.max(1, Math.floor(length))}
          step={1}
          value={Math.floor(position)}
          aria-label={t('podcasts.player.position')}
          aria-valuetext={t('podcasts.player.position_text', {
            position: clockOf(position),
            duration: clockOf(length),
          })}
          onChange={(event) => store.getState().seek(Number(event.currentTarget.value))}
        />
        <span aria-hidden="true">{clockOf(length)}</span>
      </div>
      <label className="campus-audio-player__speed" part="speed">
        <span>{t('podcasts.player.speed')}</span>
        <select value={String(rate)} onChange={(event) => store.getState().setRate(Number(event.currentTarget.value))}>
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={String(value)}>
              {`${value}×`}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="campus-audio-player__button"
        part="close"
        onClick={() => store.getState().stop()}
        aria-label={t('podcasts.player.close')}
      >
        ✕
      </button>
    </section>
  );
}
