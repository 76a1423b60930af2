import type { RewardWire } from '@campus/core/schemas';
import { Badge } from '@campus/ui';

/** A reward's department and category, in its card and its detail. */
export function RewardBadges({ reward }: { reward: Pick<RewardWire, 'department' | 'category'> }) {
  return (
    <div className="campus-rewards-reward__badges">
      <Badge>{reward.department.name}</Badge>
      <Badge tone="info">{reward.category.name}</Badge>
    </div>
  );
}
