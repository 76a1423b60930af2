import { useId } from 'react';
import { formatCalendarDay, formatNumber, formatShortCalendarDay, formatSignedNumber, useT } from '@campus/ui';
import { niceScale } from './chart-series.js';
import type { BalanceDay } from './chart-series.js';
import { ScrollRegion } from '../shared/scroll-region.js';
import { ColumnHeaders } from '../shared/column-headers.js';

/** Props of {@link PointsChart}. */
export interface PointsChartProps {
  /** The figure's title (e.g. "Saldo ao longo de Campanha Verão"). */
  title: string;
  /** One entry per day, oldest first (from `dailyBalances`). */
  days: readonly BalanceDay[];
  locale: string;
  /** Shown under the title, e.g. when the chart starts after the campaign's first day. */
  note?: string;
}

/** The plot's own coordinates; the SVG stretches to its box (`preserveAspectRatio="none"`), lines keep 2 px. */
const WIDTH = 100;
const HEIGHT = 100;

/**
 * The balance over the campaign as a step chart, hand-drawn in SVG (no chart library). Axis labels are HTML
 * beside the plot, so they keep their size at any width; the SVG is one image whose name summarises it, and a
 * table of the days with movement (plus the first and last day) says the same in text for screen readers and
 * anyone who prefers numbers. Colours come from the theme tokens, through classes.
 */
export function PointsChart({ title, days, locale, note }: PointsChartProps) {
  const t = useT();
  const titleId = useId();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const max = Math.max(...days.map((day) => day.balance));
  const scale = niceScale(max);
  const y = (value: number) => HEIGHT - (value / scale.top) * HEIGHT;
  const step = WIDTH / days.length;
  // Each day is a flat segment at its closing balance; vertical moves happen between days.
  let line = `M0 ${y(first.balance).toFixed(2)}`;
  days.forEach((day, index) => {
    line += ` V${y(day.balance).toFixed(2)} H${((index + 1) * step).toFixed(2)}`;
  });
  const area = `${line} V${HEIGHT} H0 Z`;
  const summary = t('ranking.statement.chart.summary', {
    start: formatNumber(first.balance, locale),
    from: formatCalendarDay(first.day, locale),
    end: formatNumber(last.balance, locale),
    to: formatCalendarDay(last.day, locale),
    max: formatNumber(max, locale),
  });
  const rows = days.filter((day, index) => index === 0 || index === days.length - 1 || day.credited + day.debited > 0);

  return (
    <figure className="campus-points-chart" part="chart" aria-labelledby={titleId}>
      <figcaption className="campus-points-chart__title" id={titleId}>
        {title}
        {note !== undefined && <span className="campus-points-chart__note">{note}</span>}
      </figcaption>
      <div className="campus-points-chart__plot">
        <ol className="campus-points-chart__y" aria-hidden="true">
          {[...scale.steps].reverse().map((value) => (
            <li key={value}>{formatNumber(value, locale)}</li>
          ))}
        </ol>
        <svg
          className="campus-points-chart__svg"
          part="chart-svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          focusable="false"
        >
          {scale.steps.map((value) => (
            <line
              key={value}
              className="campus-points-chart__grid"
              x1="0"
              x2={WIDTH}
              y1={y(value)}
              y2={y(value)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path className="campus-points-chart__area" d={area} />
          <path className="campus-points-chart__line" d={line} vectorEffect="non-scaling-stroke" />
        </svg>
        <div className="campus-points-chart__x" aria-hidden="true">
          <span>{formatShortCalendarDay(first.day, locale)}</span>
          {days.length > 2 && (
            <span>{formatShortCalendarDay(days[Math.floor((days.length - 1) / 2)]?.day ?? '', locale)}</span>
          )}
          {days.length > 1 && <span>{formatShortCalendarDay(last.day, locale)}</span>}
        </div>
      </div>
      <details className="campus-points-chart__data" part="chart-data">
        <summary>{t('ranking.statement.chart.data')}</summary>
        <ScrollRegion className="campus-ranking__table-scroll" aria-label={title}>
          <table className="campus-ranking__table">
            <caption className="campus-visually-hidden">{title}</caption>
            <ColumnHeaders
              columns={[
                { label: t('ranking.statement.chart.day') },
                { label: t('ranking.statement.chart.credited'), className: 'campus-ranking__points' },
                { label: t('ranking.statement.chart.debited'), className: 'campus-ranking__points' },
                { label: t('ranking.statement.chart.balance'), className: 'campus-ranking__points' },
              ]}
            />
            <tbody>
              {rows.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatCalendarDay(day.day, locale)}</th>
                  <td className="campus-ranking__points">{formatSignedNumber(day.credited, locale)}</td>
                  <td className="campus-ranking__points">{formatSignedNumber(-day.debited, locale)}</td>
                  <td className="campus-ranking__points">{formatNumber(day.balance, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
