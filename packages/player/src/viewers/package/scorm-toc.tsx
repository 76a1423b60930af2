import type { ScormTocItem } from '@campus/core/schemas';
import { useT } from '@campus/ui';
import type { ScoStatus } from './scorm-attempt.js';
import { isLaunchable } from './scorm-navigation.js';
import type { ChoiceBlock } from './scorm-sequencer.js';

/** Props of {@link ScormToc}. */
export interface ScormTocProps {
  readonly items: readonly ScormTocItem[];
  /** Index in `items` of the item shown. */
  readonly current: number | null;
  readonly statuses: Readonly<Record<string, ScoStatus>>;
  /** Opens the item at this index of `items`. */
  readonly onOpen: (index: number) => void;
  /** A sequenced package's items the learner may not choose now, with why (by identifier). */
  readonly blocked?: Readonly<Record<string, ChoiceBlock>>;
}

/**
 * The table of contents of a multi-SCO package: the organization's visible items in order, indented by level;
 * grouping items as headings, launchable ones as buttons with their status, the current one marked
 * (`aria-current="step"`). A native disclosure, so it folds on phones without script or inline styles. An item
 * a sequenced package's rules keep the learner from choosing stays listed, marked unavailable (`aria-disabled`,
 * still focusable so a screen reader reaches it) with the reason.
 */
export function ScormToc({ items, current, statuses, onOpen, blocked = {} }: ScormTocProps) {
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
            const isCurrent = index === current;
            const block = isCurrent ? undefined : blocked[item.identifier];
            return (
              <li key={item.identifier} className={level}>
                <button
                  type="button"
                  className="campus-player__toc-entry"
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-disabled={block === undefined ? undefined : 'true'}
                  onClick={() => {
                    if (block === undefined) onOpen(index);
                  }}
                >
                  <span>{item.title}</span>
                  {status !== undefined && (
                    <span className="campus-player__toc-status">{t(`player-package.scorm.status.${status}`)}</span>
                  )}
                  {block !== undefined && (
                    <span className="campus-player__toc-status">{t(`player-package.scorm.blocked.${block}`)}</span>
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
