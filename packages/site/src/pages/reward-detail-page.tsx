import { useNavigate } from '../routes/router';
import { buildPath } from '@campus/core';
import { RewardDetail, rewardsStyles } from '@campus/rewards';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';
import { useSiteRoute } from '../routes/use-site-route';
import { NotFoundView } from './not-found-view';

adoptProgrammeStyles([rewardsStyles]);

/**
 * reward-store/details/{id}/ (spec §2): one reward with its stock and conditions and the redeem confirmation;
 * "back" returns to the store (whose department and category filters the instance kept), "see my orders" after a
 * redemption opens the store on its orders.
 */
export default function RewardDetailPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { params } = useSiteRoute();
  const id = params['id'];
  if (id === undefined || id === '') return <NotFoundView />;
  return (
    <ProgrammePage title={t('site.pages.reward_detail')}>
      <RewardDetail
        rewardId={id}
        onBack={() => void navigate(buildPath('reward-store'))}
        onViewOrders={() => void navigate(`${buildPath('reward-store')}?view=orders`)}
      />
    </ProgrammePage>
  );
}
