import { useId } from 'react';
import { useT } from '@campus/ui';
import { formatTime } from './format-time.js';

/** What the controls show. */
export interface MediaState {
  playing: boolean;
  current: number;
  /** Seconds; `NaN` until known, `Infinity` for a live stream. */
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  captions: boolean;
  fullscreen: boolean;
}

/** What the controls do. */
export interface MediaActions {
  toggle(): void;
  seek(seconds: number): void;
  volume(value: number): void;
  mute(): void;
  rate(value: number): void;
  captions(): void;
  fullscreen(): void;
}

/** Props of {@link MediaControls}. */
export interface MediaControlsProps {
  state: MediaState;
  isVideo: boolean;
  hasCaptions: boolean;
  actions: MediaActions;
  disabled: boolean;
}

/** The playback speeds offered. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/**
 * The media controls, all native elements: play/pause, the seek slider (its value text is the time, "1:05 de
 * 10:00"), the time, mute and volume, speed, captions (when the media has tracks) and fullscreen (video).
 */
export function MediaControls({ state, isVideo, hasCaptions, actions, disabled }: MediaControlsProps) {
  const t = useT();
  const speedId = useId();
  const live = state.duration === Number.POSITIVE_INFINITY;
  const known = Number.isFinite(state.duration) && state.duration > 0;
  const time = t('player.media.time', { current: formatTime(state.current), total: formatTime(state.duration) });
  return (
    <div className="campus-player__toolbar" part="media-controls" role="group" aria-label={t('player.media.controls')}>
      <button
        type="button"
        className="campus-player__control"
        part="control"
        onClick={actions.toggle}
        disabled={disabled}
      >
        {state.playing ? t('player.media.pause') : t('player.media.play')}
      </button>
      {live ? (
        <span className="campus-player__time">{t('player.media.live')}</span>
      ) : (
        <>
          <input
            type="range"
            className="campus-player__seek"
            part="seek"
            aria-label={t('player.media.seek')}
            min={0}
            max={known ? Math.floor(state.duration) : 0}
            step={1}
            value={Math.floor(state.current)}
            aria-valuetext={time}
            disabled={disabled || !known}
            onChange={(event) => actions.seek(Number(event.currentTarget.value))}
          />
          <span className="campus-player__time" aria-hidden="true">
            {formatTime(state.current)} / {formatTime(state.duration)}
          </span>
        </>
      )}
      <button type="button" className="campus-player__control" part="control" onClick={actions.mute}>
        {state.muted ? t('player.media.unmute') : t('player.media.mute')}
      </button>
      <input
        type="range"
        className="campus-player__volume"
        part="volume"
        aria-label={t('player.media.volume')}
        min={0}
        max={1}
        step={0.05}
        value={state.muted ? 0 : state.volume}
        aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)}%`}
        onChange={(event) => actions.volume(Number(event.currentTarget.value))}
      />
      <label htmlFor={speedId} className="campus-visually-hidden">
        {t('player.media.speed')}
      </label>
      <select
        id={speedId}
        className="campus-player__control"
        part="speed"
        value={String(state.rate)}
        onChange={(event) => actions.rate(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={String(rate)}>
            {t('player.media.speed_value', { rate })}
          </option>
        ))}
      </select>
      {hasCaptions && (
        <button
          type="button"
          className="campus-player__control"
          part="control"
          aria-pressed={state.captions}
          onClick={actions.captions}
        >
          {state.captions ? t('player.media.captions_off') : t('player.media.captions_on')}
        </button>
      )}
      {isVideo && (
        <button type="button" className="campus-player__control" part="control" onClick={actions.fullscreen}>
          {state.fullscreen ? t('player.media.exit_fullscreen') : t('player.media.fullscreen')}
        </button>
      )}
    </div>
  );
}
