import { authStyles, FirstAccess } from '@campus/auth';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/**
 * first_access/ and intel-first-access (spec §2): a pre-registered person proves who they are and chooses a
 * password; the Intel landing is the same step for members arriving from the retail training programme.
 */
export default function FirstAccessPage() {
  const t = useSiteT();
  const { name } = useSiteRoute();
  const intel = name === 'intel-first-access';
  return (
    <PageFrame
      title={intel ? t('site.pages.intel_first_access') : t('site.pages.first_access')}
      intro={intel ? t('site.first_access.intel_intro') : t('site.first_access.intro')}
      width="narrow"
    >
      <FirstAccess />
    </PageFrame>
  );
}
