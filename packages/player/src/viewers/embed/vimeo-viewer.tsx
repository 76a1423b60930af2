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
  const launch = useActivityLaunch(props.campus, props.activity.id, props.source);
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

  // The player's page the events were asked of: `ready` and the answer to the load's `ping` may both arrive.
  const subscribed = useRef<Window | null>(null);

  const send = (message: string) => frame.current?.contentWindow?.postMessage(message, VIMEO_ORIGIN);
  useFrameMessages(frame, VIMEO_ORIGINS, (data) => {
    const message = parseVimeoMessage(data);
    if (message === null) return;
    if (message.playerId !== undefined && message.playerId !== playerId) return;
    if (message.event === 'ready') {
      const player = frame.current?.contentWindow ?? null;
      if (player === null || subscribed.current === player) return;
      subscribed.current = player;
      for (const event of VIMEO_EVENTS) send(vimeoCommand('addEventListener', event));
      statement.current('initialized');
      return;
    }
    const tracker = trackerRef.current;
    if (tracker === null) return;
    if (message.duration !== undefined) tracker.duration(message.duration);
    switch (message.event) {
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
      case 'ended': {
        playing.current = false;
        // Where the player says playback ended (`seconds`), not the video's length: crediting up to `duration`
        // would count as watched what never played after the last `timeupdate`.
        const end = message.seconds ?? message.duration;
        if (end !== undefined) tracker.position(end);
        tracker.ended();
        break;
      }
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
      // As player.js does: a player that was ready before this page listened answers the ping.
      onLoad={() => send(vimeoCommand('ping'))}
    />
  );
}
