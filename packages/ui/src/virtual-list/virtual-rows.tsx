import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useOwnedStyleSheet } from '../styles/use-owned-style-sheet.js';
import { ListRow } from './list-row.js';

/** Props of {@link VirtualRows}: what VirtualList passes on once its list is long. */
export interface VirtualRowsProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: ((item: T, index: number) => string | number) | undefined;
  estimateSize: number;
  measure: boolean;
  overscan: number;
  /** VirtualList's `role="list"` element, the scroll container (this sizer's parent). */
  viewport: RefObject<HTMLDivElement | null>;
}

/**
 * The rows of a long list: only those in view plus `overscan` are in the DOM (@tanstack/react-virtual). A module
 * of its own, loaded by VirtualList when a list first grows long, so pages with short lists never download the
 * virtualizer. The scroll container is VirtualList's `role="list"` element: it stays the same element when a
 * list grows long, so the reader keeps their place. Positions reach CSS through an
 * instance-owned constructable stylesheet, never `style=""`.
 */
export function VirtualRows<T>({
  items,
  renderItem,
  getKey,
  estimateSize,
  measure,
  overscan,
  viewport,
}: VirtualRowsProps<T>) {
  const id = useId();
  const sizer = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself; nothing here is memoised
  const virtualizer = useVirtualizer({
    count: items.length,
    // A list mounted long may not have its viewport ref yet when this runs: the sizer's parent is the viewport.
    getScrollElement: () => viewport.current ?? sizer.current?.parentElement ?? null,
    // A list that grew long may already be scrolled: start from there, not from the top.
    initialOffset: () => viewport.current?.scrollTop ?? 0,
    estimateSize: () => estimateSize,
    overscan,
    ...(getKey ? { getItemKey: (index: number) => getKey(items[index] as T, index) } : {}),
  });
  const rows = virtualizer.getVirtualItems();
  const offset = rows[0]?.start ?? 0;
  // The attribute selector scopes the rules to this instance; useId never contains a quote.
  const scope = `[data-virtual-id="${id}"]`;
  useOwnedStyleSheet(
    sizer,
    `${scope} { height: ${virtualizer.getTotalSize()}px; }\n` +
      `${scope} > .campus-virtual-list__window { position: absolute; transform: translateY(${offset}px); }\n`,
  );
  return (
    <div ref={sizer} className="campus-virtual-list__sizer" role="presentation" data-virtual-id={id}>
      <div className="campus-virtual-list__window" role="presentation">
        {rows.map((row) => (
          <ListRow
            key={row.key}
            ref={measure ? virtualizer.measureElement : undefined}
            index={row.index}
            count={items.length}
          >
            {renderItem(items[row.index] as T, row.index)}
          </ListRow>
        ))}
      </div>
    </div>
  );
}
