import { Campaigns, Ranking, rankingStyles } from '@campus/ranking';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';

adoptProgrammeStyles([rankingStyles]);

/**
 * campaigns (spec §2): the active and previous campaigns with their dates, and the campaign selection the
 * session keeps (points, statement and ranking follow it, as does the home's campaign choice); below, the live
 * ranking of the campaign (the profile's "ranking" lives here until the profile issue lands).
 * Its content only: the heading, the intro and the members-only gate are the router's frame (`RouteFrame`).
 */
export default function CampaignsPage() {
  return (
    <>
      <Campaigns headingLevel={2} />
      <div className="site-programme-section">
        <Ranking headingLevel={2} />
      </div>
    </>
  );
}
