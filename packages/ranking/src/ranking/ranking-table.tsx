import type { RankingEntry } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { formatNumber, useT } from '@campus/ui';
import { ColumnHeaders } from '../shared/column-headers.js';

/** Props of {@link RankingTable}. */
export interface RankingTableProps {
  caption: string;
  results: readonly RankingEntry[];
  /** The member's own line (null when not ranked). */
  me: RankingEntry | null;
  levelName: (level: Level) => string;
  locale: string;
}

/**
 * The positions as a table. The member's own row is highlighted (`aria-current`, "você") and sticks to the
 * top or bottom edge of the scrolling region, so it stays in view while the list scrolls; when the member is
 * outside the top it follows the top after a gap row.
 */
export function RankingTable({ caption, results, me, levelName, locale }: RankingTableProps) {
  const t = useT();
  const meId = me === null ? undefined : String(me.user.id);
  const inTop = meId !== undefined && results.some((entry) => String(entry.user.id) === meId);
  const row = (entry: RankingEntry) => {
    const mine = String(entry.user.id) === meId;
    return (
      <tr
        key={String(entry.user.id)}
        className={mine ? 'campus-ranking__row campus-ranking__row--me' : 'campus-ranking__row'}
        part={mine ? 'row row-me' : 'row'}
        aria-current={mine ? 'true' : undefined}
      >
        <td className="campus-ranking__position">{entry.position}</td>
        <th scope="row" className="campus-ranking__member">
          {entry.user.full_name}
          {mine && <span className="campus-ranking__you"> ({t('ranking.table.you')})</span>}
          {/* On phones the level column gives way and the level shows under the name (see the styles). */}
          <span className="campus-ranking__level-inline">{levelName(entry.level)}</span>
        </th>
        <td className="campus-ranking__level">{levelName(entry.level)}</td>
        <td className="campus-ranking__points">{formatNumber(entry.points, locale)}</td>
      </tr>
    );
  };
  return (
    <table className="campus-ranking__table" part="table">
      <caption className="campus-visually-hidden">{caption}</caption>
      <ColumnHeaders
        columns={[
          { label: t('ranking.table.position'), className: 'campus-ranking__position' },
          { label: t('ranking.table.member') },
          { label: t('ranking.table.level'), className: 'campus-ranking__level' },
          { label: t('ranking.table.points'), className: 'campus-ranking__points' },
        ]}
      />
      <tbody>
        {results.map(row)}
        {me !== null && !inTop && (
          <>
            <tr className="campus-ranking__gap" part="gap">
              <td colSpan={4}>
                <span aria-hidden="true">⋯</span>
                <span className="campus-visually-hidden">{t('ranking.table.gap')}</span>
              </td>
            </tr>
            {row(me)}
          </>
        )}
      </tbody>
    </table>
  );
}
