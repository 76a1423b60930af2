import { Link } from '../routes/router';
import { useSiteT } from '../messages/site-messages';
import { useMenuEntries } from '../layout/use-menu-entries';
import { ModuleIcon } from '../layout/module-icon';

/** Shortcuts to the enabled modules (spec §2 home), the same entries as the menu, with a line on each. */
export function ModuleShortcuts() {
  const t = useSiteT();
  const entries = useMenuEntries().filter((entry) => entry.module !== 'home');
  if (entries.length === 0) return null;
  return (
    <section className="site-home__section" aria-labelledby="site-home-shortcuts">
      <h2 id="site-home-shortcuts">{t('site.home.shortcuts')}</h2>
      <ul className="site-shortcuts">
        {entries.map((entry) => (
          <li key={entry.module}>
            <Link to={entry.path} className="site-shortcut">
              <ModuleIcon className="site-shortcut__icon" module={entry.module} />
              <span className="site-shortcut__label">{entry.label}</span>
              <span className="site-shortcut__hint">
                {t(`site.module_hints.${entry.module}`, { defaultValue: '' })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
