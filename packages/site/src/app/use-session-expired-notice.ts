import { useEffect } from 'react';
import { useCampus, useToast } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/**
 * Says so when the session ends on its own (a refused refresh, a rejected webservice token; spec §4). The
 * navigation guard then sends the person to the login, keeping the page as the post-sign-in target.
 */
export function useSessionExpiredNotice(): void {
  const campus = useCampus();
  const toast = useToast();
  const t = useSiteT();
  useEffect(
    () => campus.on('session-expired', () => toast.show({ message: t('errors.session_expired'), tone: 'info' })),
    [campus, toast, t],
  );
}
