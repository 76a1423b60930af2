import { lazy, Suspense } from 'react';
import { Skeleton } from '@campus/ui';
import type { OfflineFilesProps } from './offline-files.js';

const OfflineFilesScreen = lazy(() =>
  import('./offline-files.js').then((module) => ({ default: module.OfflineFiles })),
);

/**
 * The storage manager of offline downloads (`<campus-offline-files>`, issue 23), loaded on first show as a chunk
 * of its own with its messages and styles: the player's standalone bundle is near its size budget.
 */
export function OfflineFiles(props: OfflineFilesProps) {
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <OfflineFilesScreen {...props} />
    </Suspense>
  );
}
