import type { LearnerBadge } from '@campus/core/schemas';

/**
 * The badges as the profile shows them: earned first, newest first, then the others nearest to being earned
 * first (by share of the target reached), keeping the server's order among equals. The server already answers
 * earned first; sorting again keeps the widget right whatever order a host's API uses.
 */
export function orderBadges(badges: readonly LearnerBadge[]): LearnerBadge[] {
  const share = (badge: LearnerBadge) => Math.min(badge.progress.current / badge.progress.target, 1);
  return badges
    .map((badge, index) => ({ badge, index }))
    .sort((a, b) => {
      const earnedA = a.badge.earned_at;
      const earnedB = b.badge.earned_at;
      if (earnedA !== null && earnedB !== null) return Date.parse(earnedB) - Date.parse(earnedA) || a.index - b.index;
      if (earnedA !== null) return -1;
      if (earnedB !== null) return 1;
      return share(b.badge) - share(a.badge) || a.index - b.index;
    })
    .map(({ badge }) => badge);
}
