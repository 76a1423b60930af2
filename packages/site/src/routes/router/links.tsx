import { useEffect } from 'react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { hrefOf, resolveTo } from './site-location';
import type { To } from './site-location';
import { useRouter, useRouterState } from './router-context';

/** Props of {@link Link}: an anchor's, with the target address instead of `href`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link leads where the site already is). */
  replace?: boolean | undefined;
  state?: unknown;
}

/** Whether the browser should handle the click itself (new tab or window, download, another target). */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (target !== undefined && target !== '_self');

/** A link inside the site: a real anchor (it opens in a new tab too), followed by the router on a plain click. */
export function Link({ to, replace, state, onClick, children, ...anchor }: LinkProps) {
  const { navigate } = useRouter();
  const { location } = useRouterState();
  const target = resolveTo(to, location);
  return (
    <a
      {...anchor}
      href={hrefOf(target)}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event, anchor.target)) return;
        event.preventDefault();
        void navigate(target, replace === undefined ? { state } : { replace, state });
      }}
    >
      {children}
    </a>
  );
}

/** A menu's link: `aria-current="page"` while the site is at its path (or below it, unless `end`). */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const { location } = useRouterState();
  const current = location.pathname.toLowerCase();
  const path = resolveTo(link.to, location).pathname.toLowerCase();
  const active = current === path || (!end && current.startsWith(path.endsWith('/') ? path : `${path}/`));
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
}

/** Navigates once rendered (a redirect while rendering). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const { navigate } = useRouter();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
