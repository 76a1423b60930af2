import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../provider/use-t.js';
import { useOwnedStyleSheet } from '../styles/use-owned-style-sheet.js';
import { ListRow } from './list-row.js';
import type { VirtualRows as VirtualRowsComponent } from './virtual-rows.js';

/**
 * From how many items a list is virtualized. Below it every row is rendered, as a plain list would be, and the
 * virtualizer (about 10 KB min+gz) is not even downloaded: most catalogues hold a few dozen items, and a
 * widget's standalone bundle has an 80 KB budget. Above it, only the rows in view are in the DOM.
 */
export const VIRTUALIZE_FROM = 100;

// Loaded the first time a list grows long; afterwards every VirtualList of the page renders it at once.
// `lazy` drops the type parameter, so the generic signature is restated.
const VirtualRows = lazy(() =>
  import('./virtual-rows.js').then((module) => ({ default: module.VirtualRows })),
) as unknown as typeof VirtualRowsComponent;

/**
 * How many rows a list renders per frame while it is not all in the DOM yet: enough to fill the window's height at
 * the estimated row height, and one more. The rows below them come in the next frames, one such batch per frame:
 * rendering a catalogue's page of cards at once was one task of about 300 ms in Lighthouse's mobile profile (4× CPU
 * slowdown), blocking input, while the list's scroll box shows two or three of them (site README, seventh pass).
 */
function rowsPerFrame(estimateSize: number): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return Math.max(4, Math.ceil(height / Math.max(estimateSize, 1)) + 1);
}

/**
 * How many of `total` rows are rendered: a batch of `step` in the first frame, `step` more after each frame has been
 * painted, until every row is there. Rows already rendered stay when the items change; rows added later (the next
 * page loaded) come in batches again.
 */
function useRowsRendered(total: number, step: number): number {
  const [rendered, setRendered] = useState(step);
  // Effects run once the frame is painted: each batch is a task of its own, and the page can answer in between.
  useEffect(() => {
    // The cascade is the point: one more batch per painted frame, until every row is there.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (rendered < total) setRendered(rendered + step);
  }, [rendered, total, step]);
  return Math.min(rendered, total);
}

/**
 * A row of a list that is all in the DOM. Memoized: when the next batch of rows is added, the rows already there keep
 * their item and `renderItem`, and are not rendered again (without it every batch rebuilt every earlier row).
 */
const PlainRow = memo(function PlainRow<T>({
  item,
  index,
  count,
  renderItem,
}: {
  item: T;
  index: number;
  count: number;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  return (
    <ListRow index={index} count={count}>
      {renderItem(item, index)}
    </ListRow>
  );
}) as <T>(props: {
  item: T;
  index: number;
  count: number;
  renderItem: (item: T, index: number) => ReactNode;
}) => ReactNode;

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  /** Every item; once there are {@link VIRTUALIZE_FROM} or more, only those in view (plus `overscan`) are in the DOM. */
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
 * A list that stays fast at 10,000 items: from {@link VIRTUALIZE_FROM} items on, it renders only what is in
 * view (@tanstack/react-virtual, loaded then). It stays a list for assistive technology: `role="list"` named by
 * `label`, each row a `listitem` with `aria-setsize`/`aria-posinset`, and the total announced in a polite
 * status. The list itself is the scroll container and is focusable, so the keyboard scrolls it; it stays the
 * same element when the list grows long, so scrolling goes on from where it was. Rows come in batches, a window's
 * height of them per frame, so that the first ones are painted before the rest are built and no task grows long.
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
  const [step] = useState(() => rowsPerFrame(estimateSize));
  const rendered = useRowsRendered(Math.min(items.length, VIRTUALIZE_FROM), step);
  // Fixed rows have their height whether rendered or virtualized; the attribute selector scopes the rule.
  useOwnedStyleSheet(
    root,
    measure ? '' : `[data-list-id="${id}"] .campus-virtual-list__item { height: ${estimateSize}px; }\n`,
  );
  // The first `count` rows in the DOM (every one of a short list once all its batches have been rendered), or of a
  // long one until the virtualizer arrives.
  const plainRows = (count: number) => (
    <div className="campus-virtual-list__sizer" role="presentation">
      <div className="campus-virtual-list__window" role="presentation">
        {items.slice(0, count).map((item, index) => (
          <PlainRow
            key={getKey ? getKey(item, index) : index}
            item={item}
            index={index}
            count={items.length}
            renderItem={renderItem}
          />
        ))}
      </div>
    </div>
  );
  const countId = `${id}-count`;
  return (
    <div ref={root} className="campus-virtual-list" part="virtual-list" data-list-id={id}>
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
          {items.length < VIRTUALIZE_FROM ? (
            plainRows(rendered)
          ) : (
            <Suspense fallback={plainRows(rendered)}>
              <VirtualRows
                items={items}
                renderItem={renderItem}
                getKey={getKey}
                estimateSize={estimateSize}
                measure={measure}
                overscan={overscan}
                viewport={viewport}
              />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
