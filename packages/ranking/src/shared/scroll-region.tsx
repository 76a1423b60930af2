import type { HTMLAttributes, ReactNode } from 'react';

/** Props of {@link ScrollRegion}: a name (`aria-label` or `aria-labelledby`) is required by its role. */
export type ScrollRegionProps = HTMLAttributes<HTMLDivElement> & { children: ReactNode } & (
    { 'aria-label': string } | { 'aria-labelledby': string }
  );

/**
 * A named region that scrolls a wide or long table. It is focusable so keyboard users can scroll it (WCAG 2.1.1,
 * axe `scrollable-region-focusable`): a table has no focusable cell of its own.
 */
export function ScrollRegion({ children, className, ...rest }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above (a scroll container needs focus)
    <div role="region" tabIndex={0} className={className ?? 'campus-ranking__table-scroll'} {...rest}>
      {children}
    </div>
  );
}
