import { useNavigate } from '../routes/router';
import { authStyles, Login } from '@campus/auth';
import { buildPath } from '@campus/core';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/** `maintenance-login` (spec §2): the login stays available while the client is under maintenance. */
export default function MaintenanceLoginPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('site.maintenance_login.title')} width="narrow">
      <Login maintenanceLogin onSignedIn={() => void navigate(buildPath('login'), { replace: true })} />
    </PageFrame>
  );
}
