import type { RewardWire } from '@campus/core/schemas';
import { Badge, useT } from '@campus/ui';
import { usePointsText } from '../shared/use-points-text.js';

/** Props of {@link RewardFacts}. */
export interface RewardFactsProps {
  reward: RewardWire;
  /** The name of the reward's lowest level. */
  levelName: (level: NonNullable<RewardWire['minimum_level']>) => string;
}

/** A reward's cost and stock (sold out shown as such), then its conditions: level, training, category maximum, shipping. */
export function RewardFacts({ reward, levelName }: RewardFactsProps) {
  const t = useT();
  const points = usePointsText();
  return (
    <>
      <dl className="campus-rewards-reward__facts" part="reward-facts">
        <div>
          <dt>{t('rewards.reward.cost')}</dt>
          <dd className="campus-rewards-reward__cost" part="reward-cost">
            {points(reward.cost)}
          </dd>
        </div>
        <div>
          <dt>{t('rewards.reward.stock')}</dt>
          <dd part="reward-stock">
            {reward.stock === 0 ? (
              <Badge tone="danger">{t('rewards.reward.sold_out')}</Badge>
            ) : (
              t('rewards.reward.in_stock', { count: reward.stock })
            )}
          </dd>
        </div>
      </dl>
      <ul className="campus-rewards-reward__conditions" part="reward-conditions">
        {reward.minimum_level !== null && (
          <li>{t('rewards.reward.minimum_level', { level: levelName(reward.minimum_level) })}</li>
        )}
        {reward.mandatory_training !== null && (
          <li>{t('rewards.reward.training', { title: reward.mandatory_training.title })}</li>
        )}
        {reward.category_max !== null && <li>{t('rewards.reward.category_max', { count: reward.category_max })}</li>}
        <li>{t(reward.ships ? 'rewards.reward.ships' : 'rewards.reward.no_shipping')}</li>
      </ul>
    </>
  );
}
