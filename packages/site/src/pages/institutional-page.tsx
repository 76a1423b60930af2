import { Link } from '../routes/router';
import { buildPath, selectIsSignedIn } from '@campus/core';
import { SUPPORT_RESPONSE_WORKING_DAYS } from '@campus/core/rules';
import { useSession } from '@campus/ui';
import { paragraphs } from '../app/paragraphs';
import { useSiteRoute } from '../routes/use-site-route';
import { ClientPageText } from './client-page-text';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

/** Which text each institutional route shows (`site.institutional.{key}`). */
export const INSTITUTIONAL_TEXT: Readonly<Record<string, string>> = {
  'institutional-about': 'about',
  about: 'about',
  'institutional-cookies-policy': 'cookies_policy',
  cookies: 'cookies_policy',
  'institutional-support': 'support',
  support: 'support',
  'institutional-privacy-policy': 'privacy_policy',
  'privacy-policy': 'privacy_policy',
  'institutional-terms-and-conditions': 'terms',
  'terms-and-conditions': 'terms',
};

/** The client's page slug of each text (`GET /api/institutional/{slug}/`, spec §2 `institutional/{slug}`). */
export const INSTITUTIONAL_SLUGS: Readonly<Record<string, string>> = {
  about: 'about',
  cookies_policy: 'cookies_policy',
  support: 'support',
  privacy_policy: 'privacy-policy',
  terms: 'terms-and-conditions',
};

/**
 * The institutional pages (spec §2): about, cookie policy, support, privacy policy, terms and conditions — the
 * public `institutional/…` routes and their signed-in twins. The heading is in the interface language; below it
 * the client's own text from the API, or — when the client has none — the site's own text in the interface
 * language.
 */
export default function InstitutionalPage() {
  const t = useSiteT();
  const { name } = useSiteRoute();
  const signedIn = useSession(selectIsSignedIn);
  const key = INSTITUTIONAL_TEXT[name] ?? 'about';
  const body = t(`site.institutional.${key}.body`, { days: SUPPORT_RESPONSE_WORKING_DAYS });
  return (
    <PageFrame title={t(`site.institutional.${key}.title`)}>
      <ClientPageText
        slug={INSTITUTIONAL_SLUGS[key] ?? 'about'}
        fallback={paragraphs(body).map((text) => (
          <p key={text}>{text}</p>
        ))}
      >
        {key === 'support' && (
          <p>
            <Link to={signedIn ? buildPath('contact-us') : buildPath('login')}>
              {signedIn ? t('site.institutional.support.contact') : t('site.institutional.support.sign_in')}
            </Link>
          </p>
        )}
      </ClientPageText>
    </PageFrame>
  );
}
