import { Spinner } from '@campus/ui';

/** What shows while the first page's code loads (the router's hydrate fallback). */
export function LoadingPage() {
  return (
    <div className="site-loading">
      <Spinner size="large" />
    </div>
  );
}
