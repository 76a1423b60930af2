import { useRef, useState } from 'react';
import { Spinner, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { useEmbedTracker } from './use-embed-tracker.js';
import { useFrameMessages } from './use-frame-messages.js';
import {
  parseVimeoMessage,
  VIMEO_EVENTS,
  VIMEO_ORIGIN,
  vimeoCommand,
  vimeoEmbedUrl,
  vimeoVideo,
} from './vimeo-messages.js';

const VIMEO_ORIGINS: readonly string[] = [VIMEO_ORIGIN];
let playerCount = 0;

/**
 * A Vimeo video in Vimeo's own player (an iframe, no player.js script), its progress read through the player's
 * postMessage protocol (`timeupdate`, `play`, `pause`, `seeked`, `ended`) and reported like any media.
 */
export function VimeoViewer(props: ViewerProps) {
  const launch = useActivityLaunch(props.campus, props.activity.id);
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  return <VimeoEmbed {...props} address={launch.launch.url} />;
}

function VimeoEmbed({ activity, report, onStatement, address }: ViewerProps & { address: string }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [playerId] = useState(() => `campus-vimeo-${(playerCount += 1)}`);
  const trackerRef = useEmbedTracker(report);
  const statement = useLatest(onStatement);
  const playing = useRef(false);
  const video = vimeoVideo(address);

  const send = (message: string) => frame.current?.contentWindow?.postMessage(message, VIMEO_ORIGIN);
  useFrameMessages(frame, VIMEO_ORIGINS, (data) => {
    const message = parseVimeoMessage(data);
    const tracker = trackerRef.current;
    if (message === null || tracker === null) return;
    if (message.playerId !== undefined && message.playerId !== playerId) return;
    if (message.duration !== undefined) tracker.duration(message.duration);
    switch (message.event) {
      case 'ready':
        for (const event of VIMEO_EVENTS) send(vimeoCommand('addEventListener', event));
        statement.current('initialized');
        break;
      case 'play':
        playing.current = true;
        if (message.seconds !== undefined) tracker.seeked(message.seconds);
        tracker.play();
        break;
      case 'pause':
        playing.current = false;
        tracker.pause();
        break;
      case 'seeked':
        if (message.seconds !== undefined) tracker.seeked(message.seconds);
        break;
      case 'timeupdate':
        if (message.seconds !== undefined) {
          if (playing.current) tracker.position(message.seconds);
          else tracker.seeked(message.seconds);
        }
        break;
      case 'ended':
        playing.current = false;
        if (message.duration !== undefined) tracker.position(message.duration);
        tracker.ended();
        break;
    }
  });

  if (video === null) return <ViewerProblem message={t('player.embed.invalid')} />;
  return (
    <iframe
      ref={frame}
      className="campus-player__embed"
      part="embed"
      title={t('player.embed.vimeo', { title: activity.title })}
      src={vimeoEmbedUrl(video, playerId)}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
