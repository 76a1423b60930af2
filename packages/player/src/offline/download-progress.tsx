import { useId } from 'react';
import { formatPercent, useLocale, useT } from '@campus/ui';
import { formatBytes } from './format-bytes.js';

/**
 * The download's progress (spec §4: 0 to 1): a `progressbar` with `aria-valuenow` in percent, the share in the
 * locale, and the bytes received of the file's size when it is known. The visible bar is a native `<progress>`
 * hidden from assistive technology, so the page needs no `style` for its width.
 */
export function DownloadProgress({ progress, size }: { progress: number; size: number | null }) {
  const t = useT();
  const locale = useLocale();
  const labelId = useId();
  const bounded = Math.min(Math.max(progress, 0), 1);
  const percent = formatPercent(bounded, locale);
  const detail =
    size === null
      ? percent
      : `${percent} · ${t('player-offline.received', {
          received: formatBytes(bounded * size, locale),
          total: formatBytes(size, locale),
        })}`;
  return (
    <div className="campus-offline__progress" part="offline-progress">
      <p id={labelId} className="campus-offline__progress-label">
        {t('player-offline.progress')}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(bounded * 100)}
        aria-valuetext={detail}
        data-progress={bounded}
      >
        <progress className="campus-offline__bar" max={1} value={bounded} aria-hidden="true" />
      </div>
      <p className="campus-offline__progress-detail" aria-hidden="true">
        {detail}
      </p>
    </div>
  );
}
