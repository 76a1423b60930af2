import { Link, NavLink } from '../routes/router';
import { buildPath, selectLogo } from '@campus/core';
import { useLocale, useMediaUrl, useParams } from '@campus/ui';
import { LanguageSwitcher } from './language-switcher';
import { useMenuEntries } from './use-menu-entries';
import { useSignedIn } from './use-signed-in';
import { UserMenu } from './user-menu';
import { useSiteT } from '../messages/site-messages';

/**
 * The header: the client's logo (per language), on wide screens the main menu (spec §6: only enabled modules
 * the user's module items allow), the language switcher, and the user menu — or the way to sign in.
 */
export function SiteHeader() {
  const t = useSiteT();
  const locale = useLocale();
  const signedIn = useSignedIn();
  const entries = useMenuEntries();
  const media = useMediaUrl();
  const logo = media(useParams((state) => selectLogo(state, locale)));
  const home = signedIn ? buildPath('home') : buildPath('login');

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="site-brand" to={home}>
          {logo === null ? <span className="site-brand__text">Campus</span> : <img src={logo} alt="Campus" />}
        </Link>
        {signedIn && (
          <nav className="site-header__nav" aria-label={t('site.nav.main')}>
            <ul>
              {entries.map((entry) => (
                <li key={entry.module}>
                  <NavLink to={entry.path} end={entry.module === 'home'} className="site-nav-link">
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__tools">
          <LanguageSwitcher />
          {signedIn ? (
            <UserMenu />
          ) : (
            <Link className="site-header__sign-in" to={buildPath('login')}>
              {t('site.nav.sign_in')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
