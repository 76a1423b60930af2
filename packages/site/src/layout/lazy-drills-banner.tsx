import { lazy, Suspense } from 'react';
import type { Campus } from '@campus/core';
import { useSession } from '@campus/ui';
import { loadChunk } from '../errors/chunk-load';

/**
 * The mandatory drills' banner in a chunk of its own (issue 27): only learners whose session has pending drills
 * see it, and its assessment query and schemas are not in the entry of every page. Loaded like a page's chunk.
 */
const loadDrillsBanner = () => loadChunk(() => import('./drills-banner'), { address: 'drills banner' });

const DrillsBanner = lazy(() => loadDrillsBanner().then((module) => ({ default: module.DrillsBanner })));

/** The drills' banner of a signed-in learner whose session says drills are pending (spec §3 `has_mandatory_drills`). */
export function LazyDrillsBanner() {
  const pending = useSession((state) => state.id !== null && state.has_mandatory_drills);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <DrillsBanner />
    </Suspense>
  );
}

/**
 * At boot, for a session with pending drills: the banner's chunk and its drills request start beside the first
 * page's, rather than once the shell renders after that page's chunk.
 */
export function warmDrills(campus: Campus): void {
  void loadDrillsBanner()
    .then(({ prefetchDrills }) => prefetchDrills(campus))
    .catch(() => undefined); // Reported by loadChunk; the banner shows the failure when it renders.
}
