import { PasswordRecovery } from '@campus/auth';
import { useT } from '@campus/ui';
import { PageFrame } from './page-frame';

/** request-password/ (spec §2): recovery by e-mail, document, user name or an SMS/WhatsApp code. */
export default function RequestPasswordPage() {
  const t = useT();
  return (
    <PageFrame title={t('site.pages.request_password')} width="narrow">
      <PasswordRecovery />
    </PageFrame>
  );
}
