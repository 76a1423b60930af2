import { useNavigate, useSearchParams } from '../routes/router';
import { buildPath } from '@campus/core';
import { RewardStore, rewardsStyles } from '@campus/rewards';
import { WhenNearView } from '../layout/when-near-view';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { LazyPointsStatement } from '../programme/lazy-points-statement';

adoptProgrammeStyles([rewardsStyles]);

/**
 * reward-store (spec §2): the reward store — balance and level, rewards by department and category, the redeem
 * confirmation — with "my orders" as its second tab (`?view=orders` opens there) and the points statement below
 * (the profile's "my points, statement, orders" live here until the profile issue lands). Opening a reward goes
 * to its route, reward-store/details/{id}/. The statement (its code too) loads when the reader scrolls near it.
 * Its content only: the heading, the intro and the members-only gate are the router's frame (`RouteFrame`).
 */
export default function RewardStorePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const view = search.get('view') === 'orders' ? 'orders' : 'rewards';
  return (
    <>
      <RewardStore
        view={view}
        onRewardOpen={({ id }) => void navigate(buildPath('reward-store-details', { id: String(id) }))}
      />
      {/* Below the store, past the first screen: loaded when the reader scrolls near it. */}
      <WhenNearView className="site-programme-section">
        <LazyPointsStatement />
      </WhenNearView>
    </>
  );
}
