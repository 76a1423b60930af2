import { lazy, Suspense } from 'react';
import { Spinner } from '@campus/ui';
import { loadChunk } from '../errors/chunk-load';

/**
 * The points statement in a chunk of its own (issue 27): under the reward store it is past the first screen, and
 * with its code (the ranking package's) in the store's chunks it was evaluated and rendered before the store's
 * first paint. Loaded like a page's chunk (120 s limit, failures reported, the reload prompt).
 */
const PointsStatementSection = lazy(() =>
  loadChunk(() => import('./points-statement-section'), { address: 'points statement' }).then((module) => ({
    default: module.PointsStatementSection,
  })),
);

/** The member's points statement; its code loads when it is first rendered. */
export function LazyPointsStatement() {
  return (
    <Suspense fallback={<Spinner />}>
      <PointsStatementSection />
    </Suspense>
  );
}
