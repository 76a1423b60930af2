import { Spinner } from '@campus/ui';

/** What shows in a page's place while its code loads (the router's fallback, inside the shell) or its data. */
export function LoadingPage() {
  return (
    <div className="site-loading">
      <Spinner size="large" />
    </div>
  );
}
