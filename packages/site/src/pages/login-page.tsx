import { useEffect, useRef, useState } from 'react';
import { authStyles, Login } from '@campus/auth';
import type { GoogleSignInAdapter } from '@campus/auth';
import { CampusError } from '@campus/core';
import { useCampus, useLocale } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { createPopupDevelopmentGoogle, developmentGooglePath } from '../account/dev-google';
import { managedErrorKey, managedReturnOf, managedSignInUrl, signInWithManagedCode } from '../account/managed-sign-in';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/**
 * The development Google adapter, when the API offers its development stand-in (demo mode without a Google
 * client, `GET /dev/google/`): a popup of the API's page, in the interface language. Works in the built site as
 * in `vite dev`; no key lives in the site. Otherwise no adapter, so no Google button.
 */
function useDevelopmentGoogle(apiBase: string): GoogleSignInAdapter | undefined {
  const [adapter, setAdapter] = useState<GoogleSignInAdapter>();
  const locale = useLocale();
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);
  useEffect(() => {
    let live = true;
    void developmentGooglePath(apiBase).then((signInPath) => {
      if (!live || signInPath === null) return;
      setAdapter(
        createPopupDevelopmentGoogle({
          apiBase,
          siteOrigin: window.location.origin,
          signInPath,
          locale: () => localeRef.current,
        }),
      );
    });
    return () => {
      live = false;
    };
  }, [apiBase]);
  return adapter;
}

/**
 * The managed sign-in's return (`#managed_code=` or `#error=`): the fragment is removed from the address (and
 * so from the history) at once; the code is traded for the session's tokens. Answers the error code to show, or
 * `pending` while the code is being traded.
 */
function useManagedReturn(): string | null {
  const campus = useCampus();
  const [state, setState] = useState<string | null>(() => {
    const found = managedReturnOf(window.location.hash);
    return found === null ? null : 'code' in found ? 'pending' : found.error;
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const found = managedReturnOf(window.location.hash);
    if (found === null) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!('code' in found)) return;
    signInWithManagedCode(campus, found.code).then(
      () => setState(null),
      (error: unknown) => setState(error instanceof CampusError ? error.code : 'managed_login_failed'),
    );
  }, [campus]);
  return state;
}

/**
 * The login at `/` (spec §2). Once the person is signed in (and has chosen a new password if asked), the
 * navigation guard leaves this page for the stored target or the client's home route (spec §4). Google shows
 * when params `social_auth` is on and an adapter is there (the API's development stand-in in demo mode); the
 * managed sign-in when `show_azure_login_btn` is on (the API's `/auth/managed/start/`, back here with a one-time
 * code traded for tokens, or an error shown in the interface language).
 */
export default function LoginPage() {
  const t = useSiteT();
  const campus = useCampus();
  const googleSignIn = useDevelopmentGoogle(campus.config.apiBase);
  const managed = useManagedReturn();
  return (
    <PageFrame title={t('site.login.title')} intro={t('site.login.intro')} width="narrow">
      {managed === 'pending' && <p role="status">{t('site.login.managed.signing_in')}</p>}
      {managed !== null && managed !== 'pending' && (
        <p className="site-alert" role="alert">
          {t(managedErrorKey(managed))}
        </p>
      )}
      <Login
        {...(googleSignIn ? { googleSignIn } : {})}
        managedSignInUrl={managedSignInUrl(campus.config, window.location.origin)}
      />
    </PageFrame>
  );
}
