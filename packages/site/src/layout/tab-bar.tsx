import { useState } from 'react';
import { Link, NavLink } from '../routes/router';
import { buildPath } from '@campus/core';
import { Dialog } from '@campus/ui';
import { LanguageSwitcher } from './language-switcher';
import { ModuleIcon } from './module-icon';
import { useMenuEntries } from './use-menu-entries';
import { useSignOut } from './use-sign-out';
import { useSiteT } from '../messages/site-messages';

/** Entries shown directly in the tab bar; the rest are one tap away under "Menu". */
const DIRECT_TABS = 3;

/**
 * The mobile navigation (narrow screens, signed in): a bottom tab bar with home and the first modules, and a
 * "Menu" tab opening every module, the language and the account actions. Hidden on wide screens by CSS,
 * where the header carries the menu.
 */
export function TabBar() {
  const t = useSiteT();
  const entries = useMenuEntries();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const direct = entries.slice(0, DIRECT_TABS + 1);

  return (
    <nav className="site-tab-bar" aria-label={t('site.nav.tabs')}>
      <ul>
        {direct.map((entry) => (
          <li key={entry.module}>
            <NavLink to={entry.path} end={entry.module === 'home'} className="site-tab">
              <ModuleIcon className="site-tab__icon" module={entry.module} />
              <span className="site-tab__label">{entry.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="site-tab" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
            <ModuleIcon className="site-tab__icon" module="menu" />
            <span className="site-tab__label">{t('site.nav.menu')}</span>
          </button>
        </li>
      </ul>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title={t('site.nav.menu_title')}>
        <nav aria-label={t('site.nav.main')} className="site-menu-sheet">
          <ul>
            {entries.map((entry) => (
              <li key={entry.module}>
                <NavLink
                  to={entry.path}
                  end={entry.module === 'home'}
                  className="site-menu-sheet__link"
                  onClick={() => setMenuOpen(false)}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <div className="site-menu-sheet__actions">
          <Link to={buildPath('profile')} className="site-menu-sheet__action" onClick={() => setMenuOpen(false)}>
            {t('site.user_menu.profile')}
          </Link>
          <Link to={buildPath('offline')} className="site-menu-sheet__action" onClick={() => setMenuOpen(false)}>
            {t('site.user_menu.downloads')}
          </Link>
          <button
            type="button"
            className="site-menu-sheet__action"
            onClick={() => {
              setMenuOpen(false);
              void signOut();
            }}
          >
            {t('site.user_menu.sign_out')}
          </button>
        </div>
      </Dialog>
    </nav>
  );
}
