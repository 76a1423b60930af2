import { useId } from 'react';
import { useT } from '@campus/ui';
import { opensToView } from '@campus/core/rules';
import { ActivityLink } from './activity-link.js';
import type { PlayerEntry } from './player-view.js';

/** Props of {@link ActivityNav}. */
export interface ActivityNavProps {
  previous: PlayerEntry | undefined;
  next: PlayerEntry | undefined;
  activityHref: ((hierarchyOrder: number) => string) | undefined;
  onNavigate: (hierarchyOrder: number) => void;
  hostRoutes: boolean;
}

/**
 * Previous and next activity, skipping nothing: a locked neighbour shows as a disabled button with its reason
 * (the menu says the same), so the learner knows why the course does not move on.
 */
export function ActivityNav({ previous, next, activityHref, onNavigate, hostRoutes }: ActivityNavProps) {
  const t = useT();
  const id = useId();
  const control = (entry: PlayerEntry | undefined, direction: 'previous' | 'next') => {
    if (entry === undefined) return null;
    const label = t(`player.nav.${direction}`);
    if (!opensToView(entry.access)) {
      const reasonId = `${id}-${direction}-reason`;
      return (
        <div className={`campus-player__nav-${direction}`}>
          <button
            type="button"
            className="campus-player__nav-button"
            part={`${direction} nav-button`}
            disabled
            aria-describedby={reasonId}
          >
            {label}
          </button>
          <p className="campus-player__nav-reason" part="nav-reason" id={reasonId}>
            {t(`player.lock.${entry.access.reason}`)}
          </p>
        </div>
      );
    }
    return (
      <div className={`campus-player__nav-${direction}`}>
        <ActivityLink
          hierarchyOrder={entry.activity.hierarchy_order}
          href={activityHref?.(entry.activity.hierarchy_order)}
          onNavigate={onNavigate}
          hostRoutes={hostRoutes}
          className="campus-player__nav-button"
          part={`${direction} nav-button`}
        >
          <span>{label}</span>
          <span className="campus-player__nav-title">{entry.activity.title}</span>
        </ActivityLink>
      </div>
    );
  };
  if (previous === undefined && next === undefined) return null;
  return (
    <nav className="campus-player__nav" part="nav" aria-label={t('player.nav.label')}>
      {control(previous, 'previous')}
      {control(next, 'next')}
    </nav>
  );
}
