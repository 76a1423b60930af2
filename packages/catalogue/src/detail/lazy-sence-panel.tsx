import { lazy, Suspense } from 'react';
import { Skeleton } from '@campus/ui';
import type { SencePanelProps } from './sence-panel.js';

const SencePanel = lazy(() => import('./sence-panel.js').then((module) => ({ default: module.SencePanel })));

/**
 * {@link SencePanel}, loaded when a SENCE course's activities first show (its own chunk): only Chilean courses flagged
 * for SENCE need it, and the catalogue's bundle is near its size limit.
 */
export function LazySencePanel(props: SencePanelProps) {
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <SencePanel {...props} />
    </Suspense>
  );
}
