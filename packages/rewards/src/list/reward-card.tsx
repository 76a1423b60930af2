import { useId } from 'react';
import type { RewardWire } from '@campus/core/schemas';
import { Badge, Button, useMediaUrl, useT } from '@campus/ui';
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
  const mediaUrl = useMediaUrl();
  const titleId = useId();
  return (
    <article className="campus-rewards-reward" part="reward" aria-labelledby={titleId}>
      {reward.image !== null && (
        <img
          className="campus-rewards-reward__image"
          part="reward-image"
          src={mediaUrl(reward.image) ?? undefined}
          alt=""
        />
      )}
      <div className="campus-rewards-reward__body">
        <div className="campus-rewards-reward__badges">
          <Badge>{reward.department.name}</Badge>
          <Badge tone="info">{reward.category.name}</Badge>
        </div>
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
