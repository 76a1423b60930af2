import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/skeleton.js';
import type { SencePanelProps } from './sence-panel.js';

const SencePanel = lazy(() => import('./sence-panel.js').then((module) => ({ default: module.SencePanel })));

/**
 * The SENCE session panel (issue 26, §5 SENCE), loaded on first show as a chunk of its own: only Chilean courses
 * flagged for SENCE need it, and the widgets that show it (the catalogue's course detail, the activity player's lock
 * message) are near their bundle size limits. The panel brings its messages and styles with it.
 */
export function LazySencePanel(props: SencePanelProps) {
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <SencePanel {...props} />
    </Suspense>
  );
}
