import { Component, createElement, lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Campus } from '@campus/core';
import type { ActivityHolderKind } from '@campus/core/api';
import { opensToView } from '@campus/core/rules';
import type { ActivityLaunch, CourseActivity } from '@campus/core/schemas';
import { Button, Spinner, useT } from '@campus/ui';
import { forgetViewer, viewerFor } from '../viewers/viewer-registry.js';
import { viewerLoadingClass } from '../viewers/shared/viewer-loading.js';
import { ViewerProblem } from '../viewers/viewer-problem.js';
import type { ViewerProps } from '../viewers/viewer-types.js';
import { LaunchReportContext } from '../viewers/use-activity-launch.js';
import { isDownloadable } from '../offline/downloadable.js';
import { LockedNotice } from './locked-notice.js';
import type { LockedNoticeProps } from './locked-notice.js';
import type { PlayerEntry } from './player-view.js';

// Issue 23: "Baixar para usar offline" and its dialog load with the first activity that has files.
const OfflineDownload = lazy(() =>
  import('../offline/offline-download.js').then((module) => ({ default: module.OfflineDownload })),
);

/** Props of {@link ActivityStage}. */
export interface ActivityStageProps {
  campus: Campus;
  entry: PlayerEntry;
  holder: { readonly kind: ActivityHolderKind; readonly id: string };
  callbacks: Pick<ViewerProps, 'report' | 'onState' | 'onStatement'>;
  /** The viewer of this activity closed. */
  onClose: (activity: CourseActivity) => void;
  /** The next activity that opens, offered when this one cannot be played. */
  nextOpen: PlayerEntry | undefined;
  onNavigate: (hierarchyOrder: number) => void;
  /** The course's activities answer, for what a lock depends on (see {@link LockedNotice}). */
  course?: LockedNoticeProps['course'];
}

/**
 * What stands under the activity's heading: the lock reason for a locked activity, with the SENCE session's start
 * where it needs one (but a failed block test, which its viewer explains), a plain "cannot be played
 * here" with the way on for a type this player has no viewer for, or the type's viewer, loaded on demand.
 */
export function ActivityStage({
  campus,
  entry,
  holder,
  callbacks,
  onClose,
  nextOpen,
  onNavigate,
  course,
}: ActivityStageProps) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [launch, setLaunch] = useState<ActivityLaunch | null>(null);
  const { activity, access } = entry;
  // A failed block test opens to be looked at (core's opensToView): the last attempt's result with the review stays
  // on screen when the status turns blocked, and a later visit shows the overview without a new attempt.
  if (!access.open && !opensToView(access))
    return <LockedNotice reason={access.reason} holder={holder} course={course} />;
  const Viewer = viewerFor(activity.type);
  if (Viewer === undefined) {
    return (
      <div className="campus-player__unsupported" part="unsupported">
        <p className="campus-player__unsupported-title">{t('player.unsupported.title')}</p>
        <p>{t('player.unsupported.description', { type: t(`activity.type.${activity.type}`) })}</p>
        {nextOpen !== undefined && (
          <Button onClick={() => onNavigate(nextOpen.activity.hierarchy_order)}>{t('player.unsupported.next')}</Button>
        )}
      </div>
    );
  }
  return (
    <div className="campus-player__viewer" part="viewer">
      <ChunkBoundary
        key={`${String(activity.id)}-${attempt}`}
        onRetry={() => {
          forgetViewer(activity.type);
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense
          fallback={
            <div className={viewerLoadingClass(activity.type)} aria-busy="true">
              <Spinner />
              <p className="campus-visually-hidden">{t('player.viewer.loading')}</p>
            </div>
          }
        >
          <LaunchReportContext.Provider value={setLaunch}>
            <ClosingViewer activity={activity} onClose={onClose}>
              {createElement(Viewer, { campus, activity, holder, ...callbacks })}
            </ClosingViewer>
          </LaunchReportContext.Provider>
        </Suspense>
      </ChunkBoundary>
      {isDownloadable(activity.type, launch) && (
        <Suspense fallback={null}>
          <OfflineDownload campus={campus} activity={activity} launch={launch} />
        </Suspense>
      )}
    </div>
  );
}

/** Tells the player when the viewer of an activity goes away (the `terminated` statement). */
function ClosingViewer({
  activity,
  onClose,
  children,
}: {
  activity: CourseActivity;
  onClose: (activity: CourseActivity) => void;
  children: ReactNode;
}) {
  useEffect(() => () => onClose(activity), [activity.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return <>{children}</>;
}

/** Catches a viewer chunk that failed to load (offline, a new deployment) and offers to try again. */
class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== undefined) return <ViewerProblem error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
