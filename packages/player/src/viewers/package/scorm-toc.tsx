import type { ScormTocItem } from '@campus/core/schemas';
import { useT } from '@campus/ui';
import type { ScoStatus } from './scorm-attempt.js';
import { isLaunchable } from './scorm-navigation.js';

/** Props of {@link ScormToc}. */
export interface ScormTocProps {
  readonly items: readonly ScormTocItem[];
  /** Index in `items` of the item shown. */
  readonly current: number | null;
  readonly statuses: Readonly<Record<string, ScoStatus>>;
  /** Opens the item at this index of `items`. */
  readonly onOpen: (index: number) => void;
}

/**
 * The table of contents of a multi-SCO package: the organization's visible items in order, indented by level;
 * grouping items as headings, launchable ones as buttons with their status, the current one marked
 * (`aria-current="step"`). A native disclosure, so it folds on phones without script or inline styles.
 */
export function ScormToc({ items, current, statuses, onOpen }: ScormTocProps) {
  const t = useT();
  return (
    <details className="campus-player__scorm-toc" part="scorm-toc" open>
      <summary>{t('player-package.scorm.toc_toggle')}</summary>
      <nav aria-label={t('player-package.scorm.toc')}>
        <ol className="campus-player__toc-list">
          {items.map((item, index) => {
            if (!item.visible) return null;
            const level = `campus-player__toc-item--level-${Math.min(item.level, 3)}`;
            if (!isLaunchable(item)) {
              return (
                <li key={item.identifier} className={level}>
                  <p className="campus-player__toc-group">{item.title}</p>
                </li>
              );
            }
            const status = item.scorm_type === 'sco' ? (statuses[item.identifier] ?? 'not_started') : undefined;
            return (
              <li key={item.identifier} className={level}>
                <button
                  type="button"
                  className="campus-player__toc-entry"
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => onOpen(index)}
                >
                  <span>{item.title}</span>
                  {status !== undefined && (
                    <span className="campus-player__toc-status">{t(`player-package.scorm.status.${status}`)}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </details>
  );
}
