import { useState } from 'react';
import { completeFileDownload } from '@campus/core/api';
import { Spinner, useT } from '@campus/ui';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';

/**
 * A Flash activity: never played (browsers dropped Flash). The player says so and offers the file; downloading it
 * completes the activity (`POST /api/files/complete/` with the launch URL, spec §7), whose answer shows at once.
 */
export function FlashViewer(props: ViewerProps) {
  const t = useT();
  const { campus, activity, onState, onStatement } = props;
  const launch = useActivityLaunch(campus, activity.id);
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'failed'>('idle');
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  const { url } = launch.launch;
  return (
    <div className="campus-player__flash" part="flash">
      <p className="campus-player__flash-title">{t('player.flash.title')}</p>
      <p>{t('player.flash.description')}</p>
      <a
        className="campus-player__nav-button"
        part="download"
        href={url}
        download
        onClick={() => {
          onStatement('initialized');
          completeFileDownload(campus.api, { url }).then(
            (result) => {
              setOutcome('done');
              onState({ status: result.status, progress: result.progress });
            },
            () => setOutcome('failed'),
          );
        }}
      >
        {t('player.flash.download')}
      </a>
      {outcome === 'done' && <p role="status">{t('player.flash.done')}</p>}
      {outcome === 'failed' && <p role="alert">{t('errors.download_failed')}</p>}
    </div>
  );
}
