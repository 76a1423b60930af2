import { PointsStatement, rankingStyles } from '@campus/ranking';
import { adoptProgrammeStyles } from './adopt-programme-styles';

adoptProgrammeStyles([rankingStyles]);

/** The member's points statement as a section of a programme page, with the ranking package's styles. */
export function PointsStatementSection() {
  return <PointsStatement headingLevel={2} />;
}
