import { useId } from 'react';
import { LOCALES, matchLocale, selectLanguages } from '@campus/core';
import { useCampus, useLocale, useParams } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** The languages' own names, so each reads in its language whatever the current one (spec §9 locales). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
};

/**
 * The language switcher (pt-BR, en-US, es-ES, fr-FR). A language the client's params list is chosen as the
 * user's language selection (kept in the session); otherwise the instance's locale is switched directly.
 */
export function LanguageSwitcher() {
  const t = useSiteT();
  const id = useId();
  const campus = useCampus();
  const locale = useLocale();
  const languages = useParams(selectLanguages);

  const choose = (code: string) => {
    const known = languages.find((language) => matchLocale(language.code) === code);
    if (known !== undefined) campus.stores.session.getState().selectLanguage(known.id);
    if (campus.i18n.language !== code) void campus.setLocale(code);
  };

  return (
    <div className="site-language">
      <label htmlFor={id} className="site-visually-hidden">
        {t('site.language.label')}
      </label>
      <select
        id={id}
        className="site-language__select"
        value={locale}
        lang={locale}
        onChange={(event) => choose(event.target.value)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
