import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Spinner, useLocale, useT } from '@campus/ui';
import type { CaptionTrack } from '@campus/core/schemas';
import { useActivityLaunch } from '../use-activity-launch.js';
import { useLatest } from '../shared/use-latest.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { attachStream, isHlsSource } from './attach-stream.js';
import { captionsForLocale } from './caption-order.js';
import { MediaControls } from './media-controls.js';
import type { MediaState } from './media-controls.js';
import { resumeAt, resumePositions } from './resume-position.js';
import { createWatchTracker } from './watch-tracker.js';
import { formatTime } from './format-time.js';

const SEEK_STEP_SECONDS = 5;

/**
 * Video, audio and HLS streams (`video`, `audio`, `wowza`) on the native elements with the player's own controls
 * (play/pause, seek with the time as its value text, volume and mute, speed, captions when the content has
 * WebVTT tracks — an audio's shown as text under it —, fullscreen for video) and keyboard (Space/K, ←/→ 5 s, M,
 * F, C). Resumes where the learner stopped; reports the watched intervals (see `createWatchTracker`).
 */
export function MediaViewer(props: ViewerProps) {
  const launch = useActivityLaunch(props.campus, props.activity.id, props.source);
  const locale = useLocale();
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  const captions = captionsForLocale(launch.launch.captions ?? [], locale);
  return <MediaPlayer {...props} url={launch.launch.url} captions={captions} />;
}

interface MediaPlayerProps extends ViewerProps {
  url: string;
  captions: readonly CaptionTrack[];
}

function MediaPlayer({ campus, activity, report, onStatement, url, captions }: MediaPlayerProps) {
  const t = useT();
  const frameRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const [state, setState] = useState<MediaState>({
    playing: false,
    current: 0,
    duration: Number.NaN,
    volume: 1,
    muted: false,
    rate: 1,
    captions: false,
    fullscreen: false,
  });
  const isVideo = activity.type !== 'audio';
  const reportRef = useLatest(report);
  const statementRef = useLatest(onStatement);
  const positions = useMemo(() => resumePositions(campus), [campus]);

  // The source: a file's URL, or an HLS stream natively or through hls.js.
  useEffect(() => {
    const media = mediaRef.current;
    if (media === null) return;
    let detach = () => undefined as void;
    let closed = false;
    if (isHlsSource(activity.type, url)) {
      attachStream(media, url, () => setProblem(t('player.media.stream_failed'))).then(
        (stream) => {
          if (closed) stream.detach();
          else if (stream.via === 'unsupported') setProblem(t('player.media.cannot_play'));
          else detach = stream.detach;
        },
        () => setProblem(t('player.media.stream_failed')),
      );
    } else media.src = url;
    return () => {
      closed = true;
      detach();
    };
  }, [activity.type, url]); // eslint-disable-line react-hooks/exhaustive-deps

  // The element's events drive the controls, the tracker and the resume position.
  useEffect(() => {
    const media = mediaRef.current;
    if (media === null) return;
    const tracker = createWatchTracker((body, options) => reportRef.current(body, options));
    let lastSaved = 0;
    const sync = () =>
      setState((previous) => ({
        ...previous,
        playing: !media.paused && !media.ended,
        current: media.currentTime,
        duration: media.duration,
        volume: media.volume,
        muted: media.muted,
        rate: media.playbackRate,
      }));
    const onLoaded = () => {
      tracker.duration(media.duration);
      const start = resumeAt(positions.read(activity.id), media.duration);
      if (start > 0) {
        media.currentTime = start;
        setResumedFrom(start);
      }
      tracker.seeked(media.currentTime);
      statementRef.current('initialized');
      sync();
    };
    const onTime = () => {
      if (!media.paused && !media.seeking) tracker.position(media.currentTime);
      if (Math.abs(media.currentTime - lastSaved) >= 5) {
        lastSaved = media.currentTime;
        positions.write(activity.id, media.currentTime);
      }
      sync();
    };
    const onPlay = () => {
      tracker.seeked(media.currentTime);
      tracker.play();
      sync();
    };
    const onPause = () => {
      // The last stretch since the last timeupdate, up to where it paused.
      tracker.position(media.currentTime);
      tracker.pause();
      positions.write(activity.id, media.currentTime);
      sync();
    };
    const onSeeked = () => {
      tracker.seeked(media.currentTime);
      sync();
    };
    const onEnded = () => {
      tracker.position(media.duration);
      tracker.ended();
      positions.write(activity.id, 0);
      sync();
    };
    const onError = () => {
      // MEDIA_ERR_SRC_NOT_SUPPORTED: the device cannot play this format.
      setProblem(media.error?.code === 4 ? t('player.media.cannot_play') : t('errors.download_failed'));
    };
    const onPageHide = () => {
      positions.write(activity.id, media.currentTime);
      tracker.pageHide();
    };
    const listeners: [string, () => void][] = [
      ['loadedmetadata', onLoaded],
      ['durationchange', () => tracker.duration(media.duration)],
      ['timeupdate', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['seeked', onSeeked],
      ['ended', onEnded],
      ['volumechange', sync],
      ['ratechange', sync],
      ['error', onError],
    ];
    for (const [name, listener] of listeners) media.addEventListener(name, listener);
    globalThis.addEventListener('pagehide', onPageHide);
    return () => {
      for (const [name, listener] of listeners) media.removeEventListener(name, listener);
      globalThis.removeEventListener('pagehide', onPageHide);
      positions.write(activity.id, media.currentTime);
      tracker.stop();
    };
  }, [activity.id, positions, statementRef, reportRef]); // eslint-disable-line react-hooks/exhaustive-deps

  // An <audio> element draws no captions: while they are on, the viewer shows the first track's active cues itself
  // (as plain text: WebVTT's voice and style tags are dropped).
  const [cue, setCue] = useState('');
  useEffect(() => {
    const track = mediaRef.current?.textTracks?.[0];
    if (isVideo || !state.captions || track === undefined) return;
    const show = () =>
      setCue(
        Array.from(track.activeCues ?? [], (active) => (active as VTTCue).text.replace(/<[^>]*>/g, '')).join('\n'),
      );
    track.addEventListener('cuechange', show);
    show();
    return () => {
      track.removeEventListener('cuechange', show);
      setCue('');
    };
  }, [isVideo, state.captions]);

  // Fullscreen is the frame's (video and controls), read from the root it lives in (a shadow root or the page).
  useEffect(() => {
    const frame = frameRef.current;
    if (frame === null) return;
    const onChange = () => {
      const root = frame.getRootNode() as Document | ShadowRoot;
      setState((previous) => ({ ...previous, fullscreen: root.fullscreenElement === frame }));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const actions = {
    toggle: () => {
      const media = mediaRef.current;
      if (media === null) return;
      if (media.paused || media.ended) void media.play().catch(() => undefined);
      else media.pause();
    },
    seek: (seconds: number) => {
      const media = mediaRef.current;
      if (media === null || !Number.isFinite(media.duration)) return;
      media.currentTime = Math.min(Math.max(0, seconds), media.duration);
    },
    volume: (value: number) => {
      const media = mediaRef.current;
      if (media === null) return;
      media.volume = value;
      media.muted = value === 0;
    },
    mute: () => {
      const media = mediaRef.current;
      if (media !== null) media.muted = !media.muted;
    },
    rate: (value: number) => {
      const media = mediaRef.current;
      if (media !== null) media.playbackRate = value;
    },
    captions: () => {
      const media = mediaRef.current;
      if (media === null || media.textTracks.length === 0) return;
      const showing = !state.captions;
      for (const track of Array.from(media.textTracks)) track.mode = 'hidden';
      const first = media.textTracks[0];
      if (showing && first !== undefined) first.mode = 'showing';
      setState((previous) => ({ ...previous, captions: showing }));
    },
    fullscreen: () => {
      const frame = frameRef.current;
      if (frame === null || !isVideo) return;
      const root = frame.getRootNode() as Document | ShadowRoot;
      if (root.fullscreenElement === frame) void document.exitFullscreen().catch(() => undefined);
      else void frame.requestFullscreen?.().catch(() => undefined);
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const inControl = ['INPUT', 'SELECT', 'BUTTON'].includes(target.tagName);
    const key = event.key.toLowerCase();
    if ((key === ' ' && !inControl) || key === 'k') actions.toggle();
    else if (key === 'arrowleft' && target.tagName !== 'INPUT') actions.seek(state.current - SEEK_STEP_SECONDS);
    else if (key === 'arrowright' && target.tagName !== 'INPUT') actions.seek(state.current + SEEK_STEP_SECONDS);
    else if (key === 'm') actions.mute();
    else if (key === 'f' && isVideo) actions.fullscreen();
    else if (key === 'c' && captions.length > 0) actions.captions();
    else return;
    event.preventDefault();
  };

  const label = t(isVideo ? 'player.media.video_label' : 'player.media.audio_label', { title: activity.title });
  const languageNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([campus.i18n.language], { type: 'language' });
    } catch {
      return undefined;
    }
  }, [campus]);
  const tracks = captions.map((track) => (
    <track
      key={track.url}
      kind="captions"
      src={track.url}
      srcLang={track.language}
      label={languageNames?.of(track.language) ?? track.language}
    />
  ));
  const crossOrigin = captions.length > 0 ? { crossOrigin: 'anonymous' as const } : {};
  return (
    // The frame takes the keyboard shortcuts of the media it holds (a region with its own focusable controls).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="campus-player__media" role="region" aria-label={label} onKeyDown={onKeyDown}>
      <div className="campus-player__media-frame" ref={frameRef}>
        {/* Captions are the content's WebVTT tracks, added as <track> children when the import stored some. */}
        {isVideo ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            ref={mediaRef}
            className="campus-player__video"
            part="media"
            playsInline
            preload="metadata"
            {...crossOrigin}
          >
            {tracks}
          </video>
        ) : (
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <audio ref={mediaRef} className="campus-player__audio" part="media" preload="metadata" {...crossOrigin}>
            {tracks}
          </audio>
        )}
        <MediaControls
          state={state}
          isVideo={isVideo}
          hasCaptions={captions.length > 0}
          actions={actions}
          disabled={problem !== null}
        />
      </div>
      {!isVideo && state.captions && cue !== '' && (
        <p className="campus-player__hint campus-player__cue" lang={captions[0]?.language}>
          {cue}
        </p>
      )}
      {problem !== null && <ViewerProblem message={problem} />}
      {resumedFrom !== null && (
        <p className="campus-player__hint" role="status">
          {t('player.media.resumed', { time: formatTime(resumedFrom) })}
        </p>
      )}
      <p className="campus-player__hint">{t('player.media.keyboard')}</p>
    </div>
  );
}
