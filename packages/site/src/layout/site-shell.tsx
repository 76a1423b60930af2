import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from '../routes/router';
import { useSiteT } from '../messages/site-messages';
import { OfflineIndicator } from '../offline/offline-indicator';
import { UpdatePrompt } from '../offline/update-prompt';
import { LazyDrillsBanner } from './lazy-drills-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteAudioPlayer } from './site-audio-player';
import { TabBar } from './tab-bar';
import { useSignedIn } from './use-signed-in';

/** Props of {@link SiteShell}. */
export interface SiteShellProps {
  children?: ReactNode;
}

/**
 * The layout of every page (spec §2 "every public route has a mobile and a desktop variant"): a header with the
 * menu on wide screens, a bottom tab bar on narrow ones (signed in), the footer's institutional links, a skip
 * link, the mandatory drills' banner (signed in), and focus moved to the page after each navigation so keyboard and screen-reader users start there.
 */
export function SiteShell({ children }: SiteShellProps) {
  const t = useSiteT();
  const signedIn = useSignedIn();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: false });
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className="site-shell" data-signed-in={signedIn ? 'true' : 'false'}>
      <a className="site-skip-link" href="#site-main">
        {t('site.skip_to_content')}
      </a>
      <SiteHeader />
      <OfflineIndicator />
      <UpdatePrompt />
      {signedIn && <LazyDrillsBanner />}
      <main id="site-main" className="site-main" ref={main} tabIndex={-1}>
        {children}
      </main>
      {/* Outside <main>, which navigation replaces: the podcasts keep playing from page to page (issue 24). */}
      {signedIn && <SiteAudioPlayer />}
      <SiteFooter />
      {signedIn && <TabBar />}
    </div>
  );
}
