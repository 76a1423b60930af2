import type { ElementPackage } from './tags.js';

/**
 * Each feature package's element entry as a dynamic import, for hosts that bundle `@campus/elements` from npm:
 * their bundler turns each one into a chunk of its own (the CDN build uses its own chunk URLs, see cdn.ts).
 */
export const ELEMENT_MODULES: Readonly<Record<ElementPackage, () => Promise<unknown>>> = {
  achievements: () => import('@campus/achievements/element'),
  auth: () => import('@campus/auth/element'),
  catalogue: () => import('@campus/catalogue/element'),
  checkin: () => import('@campus/checkin/element'),
  community: () => import('@campus/community/element'),
  content: () => import('@campus/content/element'),
  player: () => import('@campus/player/element'),
  profile: () => import('@campus/profile/element'),
  ranking: () => import('@campus/ranking/element'),
  rewards: () => import('@campus/rewards/element'),
  sales: () => import('@campus/sales/element'),
};
