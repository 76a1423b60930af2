/**
 * Every widget tag, by the feature package whose `./element` entry registers it (each package's
 * `custom-elements.json` lists the same tags: tags.test.ts checks it). Loading one tag's package defines all of
 * that package's tags, so the table is per package.
 */
export const ELEMENT_PACKAGES = {
  achievements: ['campus-certificates', 'campus-badges', 'campus-certificate-verification'],
  auth: [
    'campus-login',
    'campus-password-recovery',
    'campus-set-password',
    'campus-first-access',
    'campus-register',
    'campus-complete-register',
    'campus-change-password',
  ],
  catalogue: ['campus-course-catalogue', 'campus-course-detail', 'campus-class-attendance'],
  checkin: ['campus-check-in'],
  community: ['campus-forum', 'campus-survey'],
  content: ['campus-podcasts', 'campus-audio-player', 'campus-library', 'campus-news'],
  player: ['campus-activity-player', 'campus-offline-files'],
  profile: ['campus-profile', 'campus-profile-details'],
  ranking: ['campus-ranking', 'campus-points-table', 'campus-campaigns', 'campus-points-statement'],
  rewards: ['campus-reward-store', 'campus-points-transfer'],
  sales: ['campus-sales-form', 'campus-photo-upload'],
} as const satisfies Record<string, readonly `campus-${string}`[]>;

/** A feature package with custom elements, by its name without `@campus/`. */
export type ElementPackage = keyof typeof ELEMENT_PACKAGES;

/** A widget tag the loader knows. */
export type WidgetTag = (typeof ELEMENT_PACKAGES)[ElementPackage][number];

/** The package of each tag. */
export const PACKAGE_OF_TAG: ReadonlyMap<string, ElementPackage> = new Map(
  Object.entries(ELEMENT_PACKAGES).flatMap(([name, tags]) => tags.map((tag) => [tag, name as ElementPackage])),
);
