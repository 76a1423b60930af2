import { useId, useState } from 'react';
import { formatPercent, useLocale, useT } from '@campus/ui';
import { opensToView } from '@campus/core/rules';
import { ActivityLink } from './activity-link.js';
import type { PlayerEntry } from './player-view.js';

/** Props of {@link ActivitiesMenu}. */
export interface ActivitiesMenuProps {
  entries: readonly PlayerEntry[];
  current: PlayerEntry | undefined;
  activityHref: ((hierarchyOrder: number) => string) | undefined;
  onNavigate: (hierarchyOrder: number) => void;
  hostRoutes: boolean;
}

/**
 * The course's activities (spec §3 Activity state): each with its title, type, status and progress, a locked one
 * with the reason instead of a link; the current one `aria-current="page"`. On phones the list folds under a
 * toggle above the viewer; from 900 px it stands beside the viewer, always open.
 */
export function ActivitiesMenu({ entries, current, activityHref, onNavigate, hostRoutes }: ActivitiesMenuProps) {
  const t = useT();
  const locale = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <nav className="campus-player__menu" part="menu" aria-label={t('player.menu.label')}>
      <button
        type="button"
        className="campus-player__menu-toggle"
        part="menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('player.menu.hide') : t('player.menu.show')}
      </button>
      <ol
        id={listId}
        className={`campus-player__menu-list${open ? '' : ' campus-player__menu-list--folded'}`}
        part="menu-list"
      >
        {entries.map((entry) => {
          const { activity, access } = entry;
          const isCurrent = entry === current;
          const facts = (
            <>
              <span className="campus-player__entry-title" part="entry-title">
                {activity.title}
              </span>
              <span className="campus-player__entry-facts">
                {t(`activity.type.${activity.type}`)} · {t(`activity.status.${activity.status}`)}
                {activity.progress > 0 && ` · ${formatPercent(activity.progress / 100, locale)}`}
              </span>
              <progress
                className="campus-player__entry-progress"
                max={100}
                value={activity.progress}
                aria-label={t('player.menu.progress', { title: activity.title })}
              />
            </>
          );
          const reason = access.open ? null : (
            <span className="campus-player__entry-reason" part="entry-reason">
              <span className="campus-visually-hidden">{t('player.menu.locked')}: </span>
              {t(`player.lock.${access.reason}`)}
            </span>
          );
          return (
            <li
              key={String(activity.id)}
              className={`campus-player__entry${isCurrent ? ' campus-player__entry--current' : ''}`}
              part={isCurrent ? 'entry entry-current' : 'entry'}
            >
              {opensToView(access) || isCurrent ? (
                <ActivityLink
                  hierarchyOrder={activity.hierarchy_order}
                  href={activityHref?.(activity.hierarchy_order)}
                  onNavigate={(order) => {
                    setOpen(false);
                    onNavigate(order);
                  }}
                  hostRoutes={hostRoutes}
                  className="campus-player__entry-link"
                  part="entry-link"
                  current={isCurrent}
                >
                  {facts}
                  {reason}
                </ActivityLink>
              ) : (
                <div className="campus-player__entry-locked" part="entry-locked">
                  {facts}
                  {reason}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
