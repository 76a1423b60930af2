import { useEffect } from 'react';
import type { NavigateFunction } from '../routes/router';

/**
 * Routes clicks on plain same-origin links through the router. The feature packages render ordinary
 * `<a href="/request-password/">` links (they do not know the host's router); without this each would reload
 * the whole site. Modified clicks, other targets, downloads and other origins keep the browser's behaviour.
 */
export function useInternalLinks(navigate: NavigateFunction): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (anchor === undefined || anchor.hasAttribute('download')) return;
      if (anchor.target !== '' && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
