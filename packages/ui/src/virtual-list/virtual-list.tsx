import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '../provider/use-t';
import { useOwnedStyleSheet } from '../styles/use-owned-style-sheet';

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  /** Every item; only those in view (plus `overscan`) are in the DOM. */
  items: readonly T[];
  /** Renders one item's content (inside its `listitem`). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item, so scrolling and filtering keep the right DOM nodes. @default the index */
  getKey?: (item: T, index: number) => string | number;
  /** Names the list ("Cursos online"). */
  label: string;
  /** Item height in px, exact for fixed rows or a generous guess with `measure`. @default 72 */
  estimateSize?: number;
  /** Measure each rendered item (rows of different heights). @default false */
  measure?: boolean;
  /** Items rendered beyond each edge of the viewport. @default 5 */
  overscan?: number;
  /** The count announced (politely) when it changes. @default "{{count}} resultados encontrados" (`ui.results_count`) */
  countText?: (count: number) => string;
  /** Shown instead of the list when there are no items (e.g. an `EmptyState`). @default nothing */
  empty?: ReactNode;
}

/**
 * A long list that renders only what is in view (@tanstack/react-virtual), for 10,000-item catalogues.
 * It stays a list for assistive technology: `role="list"` named by `label`, each row a `listitem` with
 * `aria-setsize`/`aria-posinset` (so "item 4,210 of 10,000" is read), and the total announced in a polite
 * status. The list itself is the scroll container and is focusable, so the keyboard scrolls it.
 * Positions reach CSS through an instance-owned constructable stylesheet, never `style=""`.
 * Height: `--campus-virtual-list-height`. Parts: `virtual-list`, `item`.
 */
export function VirtualList<T>({
  items,
  renderItem,
  getKey,
  label,
  estimateSize = 72,
  measure = false,
  overscan = 5,
  countText,
  empty,
}: VirtualListProps<T>) {
  const t = useT();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself; nothing here is memoised
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => estimateSize,
    overscan,
    ...(getKey ? { getItemKey: (index: number) => getKey(items[index] as T, index) } : {}),
  });
  const rows = virtualizer.getVirtualItems();
  const offset = rows[0]?.start ?? 0;
  // The attribute selector scopes the rules to this instance; useId never contains a quote.
  const scope = `[data-virtual-id="${id}"]`;
  useOwnedStyleSheet(
    root,
    `${scope} .campus-virtual-list__sizer { height: ${virtualizer.getTotalSize()}px; }\n` +
      `${scope} .campus-virtual-list__window { transform: translateY(${offset}px); }\n` +
      (measure ? '' : `${scope} .campus-virtual-list__item { height: ${estimateSize}px; }\n`),
  );
  const countId = `${id}-count`;
  return (
    <div ref={root} className="campus-virtual-list" part="virtual-list" data-virtual-id={id}>
      <p className="campus-visually-hidden" role="status" id={countId}>
        {countText ? countText(items.length) : t('ui.results_count', { count: items.length })}
      </p>
      {/* An empty `role="list"` is invalid ARIA: with no items, the `empty` content takes its place. */}
      {items.length === 0 && empty}
      {items.length > 0 && (
        <div
          ref={viewport}
          className="campus-virtual-list__viewport"
          role="list"
          aria-label={label}
          aria-describedby={countId}
          // A scroll container must be reachable by keyboard to be scrolled by it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <div className="campus-virtual-list__sizer" role="presentation">
            <div className="campus-virtual-list__window" role="presentation">
              {rows.map((row) => (
                <div
                  key={row.key}
                  ref={measure ? virtualizer.measureElement : undefined}
                  data-index={row.index}
                  role="listitem"
                  aria-setsize={items.length}
                  aria-posinset={row.index + 1}
                  className="campus-virtual-list__item"
                  part="item"
                >
                  {renderItem(items[row.index] as T, row.index)}
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
