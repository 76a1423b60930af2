import { useId } from 'react';
import type { RewardWire } from '@campus/core/schemas';
import { Button, CoverImage, useT } from '@campus/ui';
import { RewardBadges } from './reward-badges.js';
import type { RedeemActionProps } from './redeem-action.js';
import { RedeemAction } from './redeem-action.js';
import { RewardFacts } from './reward-facts.js';
import type { RewardFactsProps } from './reward-facts.js';

/** Props of {@link RewardCard}. */
export interface RewardCardProps extends Pick<RedeemActionProps, 'redeemer' | 'onRedeem'> {
  reward: RewardWire;
  levelName: RewardFactsProps['levelName'];
  /** "Ver detalhes". */
  onOpen: (reward: RewardWire) => void;
}

/** One reward in the store: cover, department and category, name, cost, stock, conditions and its actions. */
export function RewardCard({ reward, levelName, redeemer, onRedeem, onOpen }: RewardCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <article className="campus-rewards-reward" part="reward" aria-labelledby={titleId}>
      <CoverImage path={reward.image} className="campus-rewards-reward__image" part="reward-image" />
      <div className="campus-rewards-reward__body">
        <RewardBadges reward={reward} />
        <h4 className="campus-rewards-reward__title" part="reward-title" id={titleId}>
          {reward.name}
        </h4>
        <RewardFacts reward={reward} levelName={levelName} />
        <div className="campus-rewards-reward__actions" part="reward-actions">
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onOpen(reward)}>
            {t('rewards.reward.details')}
          </Button>
          <RedeemAction reward={reward} redeemer={redeemer} onRedeem={onRedeem} />
        </div>
      </div>
    </article>
  );
}
