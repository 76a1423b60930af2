import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatPercent } from '../format/intl-format.js';
import { useLocale, useT } from '../provider/use-t.js';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Progress from 0 to `max`; `undefined` for "working, amount unknown". */
  value?: number;
  /** @default 100 */
  max?: number;
  /** What progresses ("Progresso do curso"). @default "Progresso" (`ui.progress`) */
  label?: ReactNode;
  /** Show the label on screen (it always names the bar). @default true */
  showLabel?: boolean;
  /** Show the percentage next to the bar. @default true */
  showValue?: boolean;
}

/**
 * A labelled native `<progress>` (role `progressbar` with its value): course completion, uploads, downloads.
 * The percentage is formatted in the person's language. Parts: `progress`, `label`, `value`.
 */
export function ProgressBar({ value, max = 100, label, showLabel = true, showValue = true }: ProgressBarProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const bounded = value === undefined ? undefined : Math.min(Math.max(value, 0), max);
  const percent = bounded === undefined || max <= 0 ? undefined : formatPercent(bounded / max, locale);
  return (
    <div className="campus-progress" part="progress">
      <div className="campus-progress__header">
        <label htmlFor={id} className={showLabel ? 'campus-progress__label' : 'campus-visually-hidden'} part="label">
          {label ?? t('ui.progress')}
        </label>
        {showValue && percent !== undefined && (
          <span className="campus-progress__value" part="value" aria-hidden="true">
            {percent}
          </span>
        )}
      </div>
      <progress
        id={id}
        className="campus-progress__bar"
        max={max}
        {...(bounded === undefined ? {} : { value: bounded })}
        aria-valuetext={percent}
      />
    </div>
  );
}
