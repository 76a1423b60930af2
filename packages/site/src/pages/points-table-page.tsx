import { PointsTable, rankingStyles } from '@campus/ranking';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';
import { frameTextOf, PAGE_FRAMES } from './page-frames';

adoptProgrammeStyles([rankingStyles]);

/** points-table (spec §2): the levels with thresholds and benefits, the points per product and per store photo. */
export default function PointsTablePage() {
  const t = useSiteT();
  return (
    <ProgrammePage {...frameTextOf(t, PAGE_FRAMES['points-table'])}>
      <PointsTable headingLevel={2} />
    </ProgrammePage>
  );
}
