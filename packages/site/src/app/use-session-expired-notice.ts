import { useEffect } from 'react';
import type { Campus, SessionExpiredDetail } from '@campus/core';
import { useCampus, useToast } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** The session ends of one instance, kept until the notice is there to tell them. */
interface ExpiryWatch {
  readonly pending: SessionExpiredDetail[];
  tell: ((detail: SessionExpiredDetail) => void) | null;
}

const watches = new WeakMap<Campus, ExpiryWatch>();

/**
 * Listens for the end of the session from boot (main.tsx): a stored session can end before the first render — the
 * boot's first API calls meet a 401 and a refused refresh — and that end must still be told once the page shows.
 */
export function watchSessionExpiry(campus: Campus): ExpiryWatch {
  let watch = watches.get(campus);
  if (watch === undefined) {
    const created: ExpiryWatch = { pending: [], tell: null };
    campus.on('session-expired', (detail) => (created.tell ? created.tell(detail) : created.pending.push(detail)));
    watches.set(campus, created);
    watch = created;
  }
  return watch;
}

/**
 * Says so when the session ends on its own (a refused refresh, a rejected webservice token; spec §4) — and why,
 * when the server said: a member blocked meanwhile reads 'Você foi bloqueado' (spec §4 "blocked users lose
 * access"), not that the session expired. Ends that came before it mounted are told first. The navigation guard
 * then sends the person to the login, keeping the page as the post-sign-in target.
 */
export function useSessionExpiredNotice(): void {
  const campus = useCampus();
  const toast = useToast();
  const t = useSiteT();
  useEffect(() => {
    const watch = watchSessionExpiry(campus);
    const tell = ({ code }: SessionExpiredDetail): void => {
      if (code === 'user_blocked') toast.show({ message: t('errors.user_blocked'), tone: 'error' });
      else toast.show({ message: t('errors.session_expired'), tone: 'info' });
    };
    watch.tell = tell;
    watch.pending.splice(0).forEach(tell);
    return () => {
      if (watch.tell === tell) watch.tell = null;
    };
  }, [campus, toast, t]);
}
