import { Link } from '../routes/router';
import { buildPath } from '@campus/core';
import { useCampus } from '@campus/ui';
import { useSignedIn } from './use-signed-in';
import { useSiteT } from '../messages/site-messages';

/**
 * The footer: institutional pages (public ones while signed out, the signed-in ones after), contact, and the
 * cookie settings (reopens the preferences dialog, spec §2 "Cookie settings").
 */
export function SiteFooter() {
  const t = useSiteT();
  const campus = useCampus();
  const signedIn = useSignedIn();
  const links = signedIn
    ? [
        { path: buildPath('about'), key: 'site.footer.about' },
        { path: buildPath('faq'), key: 'site.footer.faq' },
        { path: buildPath('support'), key: 'site.footer.support' },
        { path: buildPath('contact-us'), key: 'site.footer.contact' },
        { path: buildPath('privacy-policy'), key: 'site.footer.privacy' },
        { path: buildPath('terms-and-conditions'), key: 'site.footer.terms' },
        { path: buildPath('cookies'), key: 'site.footer.cookies' },
      ]
    : [
        { path: buildPath('institutional-about'), key: 'site.footer.about' },
        { path: buildPath('portfolio'), key: 'site.footer.portfolio' },
        { path: buildPath('institutional-support'), key: 'site.footer.support' },
        { path: buildPath('institutional-privacy-policy'), key: 'site.footer.privacy' },
        { path: buildPath('institutional-terms-and-conditions'), key: 'site.footer.terms' },
        { path: buildPath('institutional-cookies-policy'), key: 'site.footer.cookies' },
      ];
  return (
    <footer className="site-footer">
      <nav aria-label={t('site.footer.label')}>
        <ul>
          {links.map(({ path, key }) => (
            <li key={path}>
              <Link to={path}>{t(key)}</Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="site-footer__button"
              onClick={() => campus.stores.cookiesPolicy.getState().openPolicyPreferences()}
            >
              {t('site.cookies.settings')}
            </button>
          </li>
        </ul>
      </nav>
      <p className="site-footer__rights">{t('site.footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
