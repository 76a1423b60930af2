import { selectFullName } from '@campus/core';
import { isModuleEnabled } from '@campus/core/rules';
import { useParams, useSession } from '@campus/ui';
import { Navigate } from '../routes/router';
import { CampaignSelection } from '../home/campaign-selection';
import { useMandatorySurveyGate } from '../home/mandatory-survey-gate';
import { OpenSurveys } from '../home/open-surveys';
import { ModuleShortcuts } from '../home/module-shortcuts';
import { WelcomeBanner } from '../home/welcome-banner';
import { LoadingPage } from './loading-page';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';
import { homeStyles } from '../styles/home.styles';
import { adoptPageStyles } from '../app/site-styles';

// The home's styles come with its chunk, not with the first load of every page.
adoptPageStyles([homeStyles]);

/**
 * The home (spec §2): a greeting, the welcome banner, campaign selection, shortcuts to the enabled modules and the
 * open surveys. With `has_mandatory_surveys` (spec §3) it first sends the person to each mandatory survey.
 */
export default function HomePage() {
  const t = useSiteT();
  const fullName = useSession(selectFullName) ?? '';
  const firstName = fullName.trim().split(/\s+/)[0] ?? '';
  const campaigns = useParams((state) => isModuleEnabled(state.client, 'campaigns'));
  const surveys = useParams((state) => isModuleEnabled(state.client, 'surveys'));
  const surveyGate = useMandatorySurveyGate();
  if (surveyGate.kind === 'checking') return <LoadingPage />;
  if (surveyGate.kind === 'survey') return <Navigate to={surveyGate.path} replace />;
  return (
    <PageFrame
      title={firstName === '' ? t('site.home.title_anonymous') : t('site.home.title', { name: firstName })}
      intro={t('site.home.intro')}
    >
      <WelcomeBanner />
      <div className="site-home__grid">
        <ModuleShortcuts />
        {campaigns && <CampaignSelection />}
      </div>
      {surveys && <OpenSurveys />}
    </PageFrame>
  );
}
