import { forwardRef } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link ListRow}. */
export interface ListRowProps {
  /** The row's place in the whole list, from 0. */
  index: number;
  /** How many items the whole list has. */
  count: number;
  children: ReactNode;
}

/**
 * One row of a VirtualList, rendered or virtualized alike: a `listitem` that knows its place in the whole list
 * (`aria-setsize`/`aria-posinset`, so "item 4,210 of 10,000" is read). The ref lets the virtualizer measure it.
 */
export const ListRow = forwardRef<HTMLDivElement, ListRowProps>(function ListRow({ index, count, children }, ref) {
  return (
    <div
      ref={ref}
      data-index={index}
      role="listitem"
      aria-setsize={count}
      aria-posinset={index + 1}
      className="campus-virtual-list__item"
      part="item"
    >
      {children}
    </div>
  );
});
