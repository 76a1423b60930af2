import { Link } from '../routes/router';
import { buildPath, selectFullName } from '@campus/core';
import { useSession } from '@campus/ui';
import { useMenuEntries } from '../layout/use-menu-entries';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { onboardingStyles } from '../styles/onboarding.styles';
import { adoptPageStyles } from '../app/site-styles';

// The onboarding's styles come with its chunk, not with the first load of every page.
adoptPageStyles([onboardingStyles]);

/**
 * onboarding (spec §2): a first tour of the platform for a new person — how learning and the loyalty
 * programme work, the modules their client offers, and where to get help — ending on the home.
 */
export default function OnboardingPage() {
  const t = useSiteT();
  const name = (useSession(selectFullName) ?? '').trim().split(/\s+/)[0] ?? '';
  const modules = useMenuEntries().filter((entry) => entry.module !== 'home');
  return (
    <PageFrame title={t('site.pages.onboarding')} intro={t('site.onboarding.intro', { name })}>
      <ol className="site-steps">
        <li>
          <h2>{t('site.onboarding.step_learn_title')}</h2>
          <p>{t('site.onboarding.step_learn')}</p>
        </li>
        <li>
          <h2>{t('site.onboarding.step_points_title')}</h2>
          <p>{t('site.onboarding.step_points')}</p>
        </li>
        <li>
          <h2>{t('site.onboarding.step_modules_title')}</h2>
          {modules.length === 0 ? (
            <p>{t('site.onboarding.no_modules')}</p>
          ) : (
            <ul>
              {modules.map((entry) => (
                <li key={entry.module}>
                  <Link to={entry.path}>{entry.label}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <h2>{t('site.onboarding.step_help_title')}</h2>
          <p>
            {t('site.onboarding.step_help')} <Link to={buildPath('faq')}>{t('site.pages.faq')}</Link> ·{' '}
            <Link to={buildPath('contact-us')}>{t('site.pages.contact')}</Link>
          </p>
        </li>
      </ol>
      <p className="site-actions">
        <Link className="campus-button" data-variant="primary" to={buildPath('home')}>
          {t('site.onboarding.start')}
        </Link>
      </p>
    </PageFrame>
  );
}
