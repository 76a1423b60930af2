import { useNavigate } from '../routes/router';
import { Login } from '@campus/auth';
import { buildPath } from '@campus/core';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';

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
