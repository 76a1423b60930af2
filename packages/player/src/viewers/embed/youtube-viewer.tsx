import { useRef } from 'react';
import { Spinner, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { useEmbedTracker } from './use-embed-tracker.js';
import { useFrameMessages } from './use-frame-messages.js';
import {
  parseYoutubeMessage,
  YOUTUBE_EMBED_ORIGIN,
  YOUTUBE_ORIGINS,
  YOUTUBE_STATES,
  youtubeEmbedUrl,
  youtubeListening,
  youtubeVideoId,
} from './youtube-messages.js';

/**
 * A YouTube video in YouTube's own embed (an iframe, no `iframe_api` script), its progress read through the
 * embed's postMessage protocol: positions while playing become watched intervals (a seek adds none), reported
 * like any media.
 */
export function YoutubeViewer(props: ViewerProps) {
  const launch = useActivityLaunch(props.campus, props.activity.id, props.source);
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  return <YoutubeEmbed {...props} address={launch.launch.url} />;
}

function YoutubeEmbed({ activity, report, onStatement, address }: ViewerProps & { address: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const trackerRef = useEmbedTracker(report);
  const statement = useLatest(onStatement);
  const state = useRef<number>(YOUTUBE_STATES.unstarted);
  const videoId = youtubeVideoId(address);

  useFrameMessages(frame, YOUTUBE_ORIGINS, (data) => {
    const info = parseYoutubeMessage(data);
    const tracker = trackerRef.current;
    if (info === null || tracker === null) return;
    if (info.ready === true) statement.current('initialized');
    if (info.duration !== undefined && info.duration > 0) tracker.duration(info.duration);
    if (info.playerState !== undefined && info.playerState !== state.current) {
      state.current = info.playerState;
      if (info.playerState === YOUTUBE_STATES.playing) tracker.play();
      else if (info.playerState === YOUTUBE_STATES.paused) tracker.pause();
      else if (info.playerState === YOUTUBE_STATES.ended) tracker.ended();
    }
    if (info.currentTime !== undefined) {
      if (state.current === YOUTUBE_STATES.playing) tracker.position(info.currentTime);
      else tracker.seeked(info.currentTime);
    }
  });

  if (videoId === null) return <ViewerProblem message={t('player.embed.invalid')} />;
  return (
    <iframe
      ref={frame}
      className="campus-player__embed"
      part="embed"
      title={t('player.embed.youtube', { title: activity.title })}
      src={youtubeEmbedUrl(videoId, globalThis.location.origin)}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() =>
        frame.current?.contentWindow?.postMessage(youtubeListening(String(activity.id)), YOUTUBE_EMBED_ORIGIN)
      }
    />
  );
}
