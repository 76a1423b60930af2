import { useEffect } from 'react';
import { useCampus, useToast } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/**
 * Says so when the session ends on its own (a refused refresh, a rejected webservice token; spec §4) — and why,
 * when the server said: a member blocked meanwhile reads 'Você foi bloqueado' (spec §4 "blocked users lose
 * access"), not that the session expired. The navigation guard then sends the person to the login, keeping the
 * page as the post-sign-in target.
 */
export function useSessionExpiredNotice(): void {
  const campus = useCampus();
  const toast = useToast();
  const t = useSiteT();
  useEffect(
    () =>
      campus.on('session-expired', ({ code }) =>
        code === 'user_blocked'
          ? toast.show({ message: t('errors.user_blocked'), tone: 'error' })
          : toast.show({ message: t('errors.session_expired'), tone: 'info' }),
      ),
    [campus, toast, t],
  );
}
