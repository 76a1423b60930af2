import { authStyles, PasswordRecovery } from '@campus/auth';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/** request-password/ (spec §2): recovery by e-mail, document, user name or an SMS/WhatsApp code. */
export default function RequestPasswordPage() {
  const t = useSiteT();
  return (
    <PageFrame title={t('site.pages.request_password')} width="narrow">
      <PasswordRecovery />
    </PageFrame>
  );
}
