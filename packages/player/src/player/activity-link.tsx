import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link ActivityLink}. */
export interface ActivityLinkProps {
  hierarchyOrder: number;
  /** The activity's address, when the host gives one: the entry is then a real link. */
  href: string | undefined;
  /** Moves the player (the host's router, or the player itself). */
  onNavigate: (hierarchyOrder: number) => void;
  /** Whether the host routes itself (`onNavigate` given): a plain click on a link is then handed to it. */
  hostRoutes: boolean;
  className: string;
  part: string;
  current?: boolean;
  label?: string;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An activity of the menu or a previous/next control: a link to `href` when the host gives activity addresses (so
 * it opens in a new tab, is shared, is crawled), a button otherwise. A plain click on a link goes to the host's
 * `onNavigate` when it routes itself; without one the browser follows the link.
 */
export function ActivityLink(props: ActivityLinkProps) {
  const { hierarchyOrder, href, onNavigate, hostRoutes, className, part, current = false, label, children } = props;
  const currentProps = current ? { 'aria-current': 'page' as const } : {};
  const labelProps = label === undefined ? {} : { 'aria-label': label };
  if (href !== undefined) {
    return (
      <a
        className={className}
        part={part}
        href={href}
        {...currentProps}
        {...labelProps}
        onClick={(event) => {
          if (!hostRoutes || !isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(hierarchyOrder);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      part={part}
      {...currentProps}
      {...labelProps}
      onClick={() => onNavigate(hierarchyOrder)}
    >
      {children}
    </button>
  );
}
