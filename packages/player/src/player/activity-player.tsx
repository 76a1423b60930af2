import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { catalogueQueries, selectIsSignedIn } from '@campus/core';
import { ACTIVITY_HOLDER_KINDS } from '@campus/core/api';
import type { ActivityHolderKind } from '@campus/core/api';
import {
  EmptyState,
  ErrorState,
  ProgressBar,
  Skeleton,
  useCampus,
  useCampusStore,
  useLocale,
  usePackageMessages,
  useQuery,
  useSession,
  useT,
} from '@campus/ui';
import type { ActivityChangeDetail } from '../events.js';
import { PLAYER_MESSAGES } from '../messages/player-messages.js';
import { useLatest } from '../viewers/shared/use-latest.js';
import type { XapiStatement } from '../statements/xapi-statement.js';
import { ActivitiesMenu } from './activities-menu.js';
import { ActivityNav } from './activity-nav.js';
import { ActivityStage } from './activity-stage.js';
import { LeaveGuardContext } from './leave-guard.js';
import type { LeaveGuard, LeaveGuardSlot } from './leave-guard.js';
import { playerView } from './player-view.js';
import { useActivitySession } from './use-activity-session.js';
import { PlayerEventContext } from './player-event.js';
import { useActivityUnlocks } from './use-activity-unlocks.js';
import { JournalStatus } from './journal-status.js';

/** Props of {@link ActivityPlayer}. */
export interface ActivityPlayerProps {
  /**
   * The kind of item holding the activities: `online-courses`, `webinars`, `live-classes` or
   * `presential-courses`.
   * @default 'online-courses'
   */
  kind?: ActivityHolderKind | string;
  /** The id of the online course, webinar, live class or presential course. */
  itemId: number | string;
  /**
   * The activity shown (its `hierarchy_order`, the last segment of the player's route). Without it the player
   * opens the first activity that opens and is not done ("Continuar"), else the first.
   */
  hierarchyOrder?: number;
  /**
   * The learner asked for another activity: the host changes `hierarchyOrder` (its route). Without it the player
   * moves by itself.
   */
  onNavigate?: (hierarchyOrder: number) => void;
  /** The address of an activity: menu entries and previous/next become real links to it. */
  activityHref?: (hierarchyOrder: number) => string;
  /** The trail the course is taken in (kept in the statements' context). */
  trailId?: number | string;
  /** The presential event the activities belong to (kept in the statements' context). */
  eventId?: number | string;
  /** The presential event's type (`presential_class`, `webinar`, `live_class`). */
  eventType?: string;
  /** The activity shown changed (`campus-activity-change` on the element). */
  onActivityChange?: (detail: ActivityChangeDetail) => void;
  /** An xAPI statement of the learner's activity (`campus-activity-statement` on the element). */
  onStatement?: (statement: XapiStatement) => void;
}

const isHolderKind = (value: string): value is ActivityHolderKind =>
  (ACTIVITY_HOLDER_KINDS as readonly string[]).includes(value);

const optionalId = (value: number | string | undefined): string | undefined =>
  value === undefined || value === '' ? undefined : String(value);

/**
 * The activity player (spec §2 "Activity player screens", §3 Activity state, §8): the course's activities menu
 * with each one's state and lock reason, the course's progress, the activity's heading and its viewer (files,
 * media, embeds, HTML and SCORM packages, each loaded on demand), previous/next, and the §8 errors. Progress goes
 * to the API as the viewers report it and shows at once; xAPI statements tell the host what the learner did.
 */
export function ActivityPlayer(props: ActivityPlayerProps) {
  usePackageMessages(PLAYER_MESSAGES);
  const t = useT();
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn) {
    return (
      <section className="campus-player" part="player" aria-label={t('player.label')}>
        <EmptyState title={t('player.signed_out.title')} description={t('player.signed_out.description')} />
      </section>
    );
  }
  return <PlayerScreen {...props} />;
}

function PlayerScreen({
  kind: kindProp = 'online-courses',
  itemId,
  hierarchyOrder,
  onNavigate,
  activityHref,
  trailId,
  eventId,
  eventType,
  onActivityChange,
  onStatement,
}: ActivityPlayerProps) {
  const t = useT();
  const campus = useCampus();
  const locale = useLocale();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const kind: ActivityHolderKind = isHolderKind(kindProp) ? kindProp : 'online-courses';
  const holder = useMemo(() => ({ kind, id: String(itemId) }), [kind, itemId]);
  const list = useQuery(catalogueQueries.itemActivities(locale, kind, itemId), { isEmpty: () => false });
  const blockActivitiesMenu = useCampusStore('activity', (state) => state.block_activities_menu);
  // Issue 26: an activity the instructor authorises now unlocks here without a reload.
  useActivityUnlocks(campus);
  const playerEvent = useMemo(
    () => ({
      ...(optionalId(eventId) === undefined ? {} : { id: String(eventId) }),
      ...(eventType === undefined ? {} : { type: eventType }),
    }),
    [eventId, eventType],
  );

  // Without a host router the player keeps the activity itself, starting from (and following) the prop.
  const [ownOrder, setOwnOrder] = useState(hierarchyOrder);
  const [givenOrder, setGivenOrder] = useState(hierarchyOrder);
  if (givenOrder !== hierarchyOrder) {
    setGivenOrder(hierarchyOrder);
    setOwnOrder(hierarchyOrder);
  }
  const requested = onNavigate === undefined ? ownOrder : hierarchyOrder;
  // A viewer may hold the learner (a test attempt in progress): the move waits for its confirmation.
  const leaveGuard = useRef<LeaveGuard | null>(null);
  const guardSlot = useMemo<LeaveGuardSlot>(() => ({ set: (guard) => (leaveGuard.current = guard) }), []);
  const navigate = useCallback(
    (order: number) => {
      const go = () => (onNavigate === undefined ? setOwnOrder(order) : onNavigate(order));
      if (leaveGuard.current === null) go();
      else leaveGuard.current(go);
    },
    [onNavigate],
  );

  const session = useActivitySession({
    campus,
    locale,
    holder,
    listVersion: list.data,
    trailId: optionalId(trailId),
    eventId: optionalId(eventId),
    eventType,
    onStatement,
  });
  const view = useMemo(
    () =>
      list.data === undefined
        ? undefined
        : playerView({
            data: list.data,
            hierarchyOrder: requested,
            overrides: session.overrides,
            ...(session.courseProgress === undefined ? {} : { courseProgress: session.courseProgress }),
            blockActivitiesMenu,
          }),
    [list.data, requested, session.overrides, session.courseProgress, blockActivitiesMenu],
  );

  // Tell the host which activity shows, and move focus to its heading when the learner moved (not on arrival).
  const currentId = view?.current?.activity.id;
  const shownOnce = useRef(false);
  const latestChange = useLatest(onActivityChange);
  useEffect(() => {
    const current = view?.current;
    if (current === undefined) return;
    latestChange.current?.({ hierarchy_order: current.activity.hierarchy_order, activity_id: current.activity.id });
    if (shownOnce.current) headingRef.current?.focus();
    shownOnce.current = true;
  }, [currentId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (list.status === 'loading' || (list.status === 'idle' && list.data === undefined)) {
    return (
      <section className="campus-player" part="player" aria-label={t('player.label')} aria-busy="true">
        <p className="campus-visually-hidden">{t('player.loading')}</p>
        <Skeleton lines={4} />
      </section>
    );
  }
  if (view === undefined) {
    return (
      <section className="campus-player" part="player" aria-label={t('player.label')}>
        <ErrorState error={list.error} onRetry={list.retry} retrying={list.isFetching} />
      </section>
    );
  }
  if (view.entries.length === 0) {
    return (
      <section className="campus-player" part="player" aria-label={t('player.label')}>
        <EmptyState title={t('player.empty')} />
      </section>
    );
  }
  const { current } = view;
  const hostRoutes = onNavigate !== undefined;
  return (
    <section className="campus-player" part="player" aria-labelledby={headingId}>
      <div className="campus-player__layout">
        <ActivitiesMenu
          entries={view.entries}
          current={current}
          activityHref={activityHref}
          onNavigate={navigate}
          hostRoutes={hostRoutes}
        />
        <div className="campus-player__main" part="main">
          <ProgressBar value={view.courseProgress} label={t('player.course_progress')} />
          {current === undefined ? (
            <>
              <h2 className="campus-player__title" part="title" id={headingId} tabIndex={-1} ref={headingRef}>
                {t('player.label')}
              </h2>
              <div className="campus-player__problem" part="problem" role="alert">
                <p>{t('errors.not_found_or_forbidden')}</p>
              </div>
            </>
          ) : (
            <>
              <p className="campus-player__position" part="position">
                {t('player.position', { current: current.position, count: view.entries.length })} ·{' '}
                {t(`activity.type.${current.activity.type}`)}
              </p>
              <h2 className="campus-player__title" part="title" id={headingId} tabIndex={-1} ref={headingRef}>
                {current.activity.title}
              </h2>
              <JournalStatus campus={campus} />
              {session.reportFailed && (
                <p className="campus-player__report-failed" part="report-failed" role="status">
                  {t('player.viewer.report_failed')}
                </p>
              )}
              <LeaveGuardContext.Provider value={guardSlot}>
                <PlayerEventContext.Provider value={playerEvent}>
                  <ActivityStage
                    key={String(current.activity.id)}
                    campus={campus}
                    entry={current}
                    holder={holder}
                    callbacks={session.viewerCallbacks(current.activity)}
                    onClose={session.close}
                    nextOpen={view.nextOpen}
                    onNavigate={navigate}
                    course={list.data}
                  />
                </PlayerEventContext.Provider>
              </LeaveGuardContext.Provider>
            </>
          )}
          <ActivityNav
            previous={view.previous}
            next={view.next}
            activityHref={activityHref}
            onNavigate={navigate}
            hostRoutes={hostRoutes}
          />
        </div>
      </div>
    </section>
  );
}
