import { useRef } from 'react';
import { Spinner, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';

/**
 * A LinkedIn SlideShare presentation in its embed. The embed tells the page nothing, so the visit completes it:
 * core's media rule completes a media without a measurable length when its end is reported
 * (`{ kind: 'media', watched: [], duration: null, ended: true }`), sent once the embed has loaded.
 */
export function SlideshareViewer(props: ViewerProps) {
  const launch = useActivityLaunch(props.campus, props.activity.id);
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  return <SlideshareEmbed {...props} address={launch.launch.url} />;
}

function SlideshareEmbed({ activity, report, onStatement, address }: ViewerProps & { address: string }) {
  const t = useT();
  const reportRef = useLatest(report);
  const statementRef = useLatest(onStatement);
  const visited = useRef(false);
  const safe = /^https:\/\//i.test(address);
  if (!safe) return <ViewerProblem message={t('player.embed.invalid')} />;
  return (
    <iframe
      className="campus-player__embed campus-player__embed--slides"
      part="embed"
      title={t('player.embed.slideshare', { title: activity.title })}
      src={address}
      allow="fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => {
        if (visited.current) return;
        visited.current = true;
        statementRef.current('initialized');
        reportRef.current({ kind: 'media', watched: [], duration: null, ended: true }).catch(() => {
          visited.current = false;
        });
      }}
    />
  );
}
