import { PointsTable, rankingStyles } from '@campus/ranking';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';

adoptProgrammeStyles([rankingStyles]);

/** points-table (spec §2): the levels with thresholds and benefits, the points per product and per store photo. */
export default function PointsTablePage() {
  const t = useSiteT();
  return (
    <ProgrammePage title={t('site.pages.points_table')} intro={t('site.programme.points_table_intro')}>
      <PointsTable headingLevel={2} />
    </ProgrammePage>
  );
}
