import { useT } from '@campus/ui';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';

/** The maintenance message (spec §2 "A maintenance page"), shown instead of the login while params say so. */
export function Maintenance() {
  useAuthMessages();
  const t = useT();
  return (
    <AuthScreen screen="maintenance" title={t('auth.maintenance.title')}>
      <p className="campus-auth__maintenance" part="maintenance" role="status">
        {t('auth.maintenance.message')}
      </p>
    </AuthScreen>
  );
}
