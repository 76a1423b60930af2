import { useNavigate } from '../routes/router';
import { buildPath, signOutEverywhere } from '@campus/core';
import { useCampus } from '@campus/ui';

/** Signs out (core's `signOutEverywhere`), then shows the login. */
export function useSignOut(): () => Promise<void> {
  const campus = useCampus();
  const navigate = useNavigate();
  return async () => {
    await signOutEverywhere(campus);
    void navigate(buildPath('login'), { replace: true });
  };
}
