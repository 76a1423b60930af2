import { selectFullName } from '@campus/core';
import { isModuleEnabled } from '@campus/core/rules';
import { useParams, useSession } from '@campus/ui';
import { CampaignSelection } from '../home/campaign-selection';
import { ModuleShortcuts } from '../home/module-shortcuts';
import { WelcomeBanner } from '../home/welcome-banner';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

/** The home (spec §2): a greeting, the welcome banner, campaign selection and shortcuts to the enabled modules. */
export default function HomePage() {
  const t = useSiteT();
  const fullName = useSession(selectFullName) ?? '';
  const firstName = fullName.trim().split(/\s+/)[0] ?? '';
  const campaigns = useParams((state) => isModuleEnabled(state.client, 'campaigns'));
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
    </PageFrame>
  );
}
