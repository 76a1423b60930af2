import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Skeleton } from '@campus/ui';

// One chunk for every panel but the personal data's (see tab-panels.tsx), fetched when one of them first shows.
const panels = () => import('./tab-panels.js');

/** The profile's tab panels other than the personal data, each loaded on demand. */
export const LazyPanels = {
  // The personal data tab's sections under the form: a chunk of their own (account-sections.tsx).
  account: lazy(() => import('./account-sections.js').then((module) => ({ default: module.AccountSections }))),
  messages: lazy(() => panels().then((module) => ({ default: module.MessagesPanel }))),
  feed: lazy(() => panels().then((module) => ({ default: module.FeedPanel }))),
  certificates: lazy(() => panels().then((module) => ({ default: module.CertificatesPanel }))),
  badges: lazy(() => panels().then((module) => ({ default: module.BadgesPanel }))),
  ranking: lazy(() => panels().then((module) => ({ default: module.RankingPanel }))),
  points: lazy(() => panels().then((module) => ({ default: module.PointsPanel }))),
  orders: lazy(() => panels().then((module) => ({ default: module.OrdersPanel }))),
};

/** A lazy panel's wait: a placeholder until its chunk has arrived. */
export function PanelSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={4} />}>{children}</Suspense>;
}
