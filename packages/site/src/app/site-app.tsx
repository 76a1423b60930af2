import { useEffect, useState } from 'react';
import { RouterProvider } from '../routes/router';
import { Spinner, ToastProvider, useCampus } from '@campus/ui';
import type { SiteRouter } from '../routes/create-site-router';

/** Props of {@link SiteApp}. */
export interface SiteAppProps {
  router: SiteRouter;
}

/**
 * The site's top: toasts, and the router once the instance's persisted state is loaded (`campus.ready`), so
 * the navigation guard never sends a returning, signed-in person to the login for a moment.
 */
export function SiteApp({ router }: SiteAppProps) {
  const campus = useCampus();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void campus.ready.then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [campus]);
  return <ToastProvider>{ready ? <RouterProvider router={router} /> : <Spinner size="large" />}</ToastProvider>;
}
