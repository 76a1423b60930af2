/**
 * Loyalty levels, lowest first (the event texts call the upper two Creator and Influencer).
 * @see SPECIFICATION §4 Loyalty levels
 */
export const LEVELS = ['basic', 'intermediate', 'highest'] as const;

/** A loyalty level. */
export type Level = (typeof LEVELS)[number];

/** Experience points needed for each level. */
export type LevelMinimums = Readonly<Record<Level, number>>;

/**
 * Points multiplier of each level.
 * @see SPECIFICATION §9 Points multipliers for levels
 */
export const LEVEL_MULTIPLIERS: Readonly<Record<Level, number>> = {
  basic: 1,
  intermediate: 1.5,
  highest: 2,
};

/**
 * Points multipliers a promotion may apply.
 * @see SPECIFICATION §9 Points multipliers in promotions
 */
export const PROMOTION_MULTIPLIERS = [1.5, 2] as const;

/** A promotion's points multiplier. */
export type PromotionMultiplier = (typeof PROMOTION_MULTIPLIERS)[number];

/**
 * The lowest level that may take part in events: the creator level, which this SDK reads as
 * `intermediate`, the first level above basic.
 * @see SPECIFICATION §4 Loyalty levels
 * @default 'intermediate'
 */
export const EVENTS_MIN_LEVEL: Level = 'intermediate';

/**
 * The points multiplier of a level: basic 1, intermediate 1.5, highest 2.
 * @see SPECIFICATION §9 Points multipliers for levels
 * @example levelMultiplier('highest') // 2
 */
export function levelMultiplier(level: Level): number {
  return LEVEL_MULTIPLIERS[level];
}

/**
 * The highest level whose minimum the experience points reach; basic is the floor. The level-up still
 * needs the programme administrator's approval.
 * @see SPECIFICATION §4 Loyalty levels
 * @example eligibleLevel(1500, { basic: 0, intermediate: 1000, highest: 2000 }) // 'intermediate'
 */
export function eligibleLevel(experiencePoints: number, minimums: LevelMinimums): Level {
  for (let i = LEVELS.length - 1; i > 0; i -= 1) {
    const level = LEVELS[i];
    if (level !== undefined && experiencePoints >= minimums[level]) return level;
  }
  return 'basic';
}

/**
 * The level carried into the next campaign: kept if its minimum is reached again, else one level down
 * (basic stays basic).
 * @see SPECIFICATION §4 Loyalty levels
 * @example levelForNextCampaign('highest', 1500, { basic: 0, intermediate: 1000, highest: 2000 }) // 'intermediate'
 */
export function levelForNextCampaign(level: Level, experiencePoints: number, minimums: LevelMinimums): Level {
  if (experiencePoints >= minimums[level]) return level;
  return LEVELS[Math.max(0, LEVELS.indexOf(level) - 1)] ?? 'basic';
}

/**
 * Whether a level may take part in events (from the creator level up).
 * @see SPECIFICATION §4 Loyalty levels
 * @example canAccessEvents('basic') // false
 */
export function canAccessEvents(level: Level): boolean {
  return LEVELS.indexOf(level) >= LEVELS.indexOf(EVENTS_MIN_LEVEL);
}

/**
 * Whether `level` reaches `minimum` (levels lowest first: basic, intermediate/Creator, highest/Influencer);
 * `null` is no minimum, which every level reaches. A reward's or an event's lowest level is checked with it:
 * the widgets lock what the member cannot take, the server refuses it.
 * @see SPECIFICATION §4 Loyalty levels, §5 Redemption
 * @example reachesLevel('basic', 'intermediate') // false
 */
export function reachesLevel(level: Level, minimum: Level | null): boolean {
  return minimum === null || LEVELS.indexOf(level) >= LEVELS.indexOf(minimum);
}
