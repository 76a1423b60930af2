import { Login } from '@campus/auth';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';

/**
 * The login at `/` (spec §2). Once the person is signed in (and has chosen a new password if asked), the
 * navigation guard leaves this page for the stored target or the client's home route (spec §4).
 */
export default function LoginPage() {
  const t = useSiteT();
  return (
    <PageFrame title={t('site.login.title')} intro={t('site.login.intro')} width="narrow">
      <Login />
    </PageFrame>
  );
}
