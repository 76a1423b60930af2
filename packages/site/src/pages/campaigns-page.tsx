import { Campaigns, Ranking, rankingStyles } from '@campus/ranking';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';
import { frameTextOf, PAGE_FRAMES } from './page-frames';

adoptProgrammeStyles([rankingStyles]);

/**
 * campaigns (spec §2): the active and previous campaigns with their dates, and the campaign selection the
 * session keeps (points, statement and ranking follow it, as does the home's campaign choice); below, the live
 * ranking of the campaign (the profile's "ranking" lives here until the profile issue lands).
 */
export default function CampaignsPage() {
  const t = useSiteT();
  return (
    <ProgrammePage {...frameTextOf(t, PAGE_FRAMES.campaigns)}>
      <Campaigns headingLevel={2} />
      <div className="site-programme-section">
        <Ranking headingLevel={2} />
      </div>
    </ProgrammePage>
  );
}
