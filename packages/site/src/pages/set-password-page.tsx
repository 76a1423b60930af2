import { authStyles, SetPassword } from '@campus/auth';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/** set-password/{username}/{uidb64}/{token} and recover-password/… (spec §2): the link's new password. */
export default function SetPasswordPage() {
  const t = useSiteT();
  const { name, params } = useSiteRoute();
  const purpose = name === 'set-password' ? 'set' : 'recover';
  return (
    <PageFrame title={t(`site.pages.${purpose}_password`)} width="narrow">
      <SetPassword
        purpose={purpose}
        username={params['username'] ?? ''}
        uidb64={params['uidb64'] ?? ''}
        token={params['token'] ?? ''}
      />
    </PageFrame>
  );
}
