import { useNavigate } from 'react-router';
import { buildPath, logout } from '@campus/core';
import { useCampus } from '@campus/ui';

/** Signs out: the server session is revoked when it can be, the local session ends either way, then the login. */
export function useSignOut(): () => Promise<void> {
  const campus = useCampus();
  const navigate = useNavigate();
  return async () => {
    await logout(campus.api).catch(() => undefined);
    campus.signOut();
    void navigate(buildPath('login'), { replace: true });
  };
}
