import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '../routes/router';
import { authStyles, Login } from '@campus/auth';
import { buildPath, TOKEN_QUERY_PARAM } from '@campus/core';
import { useCampus } from '@campus/ui';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/** The token a sign-in address carries: the `{token}` segment, else `?token=` (or `?access_token=`). */
export function webserviceTokenOf(segment: string | undefined, query: URLSearchParams): string | null {
  const token = segment ?? query.get(TOKEN_QUERY_PARAM) ?? query.get('access_token');
  return token === null || token.trim() === '' ? null : token.trim();
}

/**
 * Sign-in by address (spec §2, §4): `webservice-login/{token}`, `webservice-login/?token=…`, and the
 * `login-redirect-v2` / `intel-login-redirect` landings where a partner or identity provider sends a person
 * back with a token. The token starts a webservice-token session (its 401 clears the session); the login
 * component loads the user, then the guard goes on to the stored target or the home route. Without a token
 * the page says so and offers the ordinary login.
 */
export default function WebserviceLoginPage() {
  const t = useSiteT();
  const campus = useCampus();
  const navigate = useNavigate();
  const { name, params } = useSiteRoute();
  const [query] = useSearchParams();
  const token = webserviceTokenOf(params['token'], query);
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || applied.current === token) return;
    applied.current = token;
    const current = campus.stores.session.getState().access_token;
    if (current === token) return;
    // Another person's token: the session in place ends first, so the new one loads its own user.
    if (current !== null) campus.signOut();
    campus.api.useWebserviceToken(token);
  }, [campus, token]);

  const title = name === 'intel-login-redirect' ? t('site.webservice.title_intel') : t('site.webservice.title');
  return (
    <PageFrame
      title={title}
      intro={token === null ? t('site.webservice.no_token') : t('site.webservice.signing_in')}
      width="narrow"
    >
      <Login onSignedIn={() => void navigate(buildPath('login'), { replace: true })} />
    </PageFrame>
  );
}
