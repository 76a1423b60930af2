import { PointsTable, rankingStyles } from '@campus/ranking';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';

adoptProgrammeStyles([rankingStyles]);

/**
 * points-table (spec §2): the levels with thresholds and benefits, the points per product and per store photo.
 * Its content only: the heading, the intro and the members-only gate are the router's frame (`RouteFrame`).
 */
export default function PointsTablePage() {
  return <PointsTable headingLevel={2} />;
}
