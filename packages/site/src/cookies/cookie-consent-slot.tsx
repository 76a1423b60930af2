import { lazy, Suspense, useMemo, useState } from 'react';
import { createDocumentCookieJar } from '@campus/core';
import type { CookieJar } from '@campus/core';
import { useCampusStore, useSession } from '@campus/ui';
import { loadChunk } from '../errors/chunk-load';
import { readCookieChoice, shouldShowCookieBanner } from './cookie-choice';

/**
 * The consent's banner and dialogs in a chunk of their own (issue 27): most loads of the site are by someone who
 * chose already, and show none of them. Loaded like a page's chunk (120 s limit, failures reported).
 */
const CookieConsent = lazy(() =>
  loadChunk(() => import('./cookie-consent'), { address: 'cookie consent' }).then((module) => ({
    default: module.CookieConsent,
  })),
);

/**
 * Where the cookie consent goes (spec §2 "Cookie settings"): its code loads once the banner must show (no choice
 * here or on the account) or the policy or preferences dialog is opened (the footer's link), and then stays.
 */
export function CookieConsentSlot({ jar: givenJar }: { jar?: CookieJar }) {
  const jar = useMemo(() => givenJar ?? createDocumentCookieJar(), [givenJar]);
  const [choice] = useState(() => readCookieChoice(jar));
  const accepted = useCampusStore('cookiesPolicy', (state) => state.accept_cookies);
  const dialogOpen = useCampusStore('cookiesPolicy', (state) => state.policy_modal || state.policy_preferences_modal);
  const acceptedByAccount = useSession((state) => state.accept_cookies_policy);
  const needed = dialogOpen || shouldShowCookieBanner({ choice, accepted, acceptedByAccount });
  // Once loaded it stays mounted: it hides its banner itself when a choice is made.
  const [loaded, setLoaded] = useState(needed);
  if (needed && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent {...(givenJar === undefined ? {} : { jar: givenJar })} />
    </Suspense>
  );
}
