import { PasswordRecovery } from '@campus/auth';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';

/** request-password/ (spec §2): recovery by e-mail, document, user name or an SMS/WhatsApp code. */
export default function RequestPasswordPage() {
  const t = useSiteT();
  return (
    <PageFrame title={t('site.pages.request_password')} width="narrow">
      <PasswordRecovery />
    </PageFrame>
  );
}
