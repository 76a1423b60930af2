import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@campus/ui';
import { isChunkLoadFailure, reloadSite } from './chunk-load';
import { NotFoundView } from '../pages/not-found-view';
import { useSiteT } from '../messages/site-messages';

/**
 * The error boundary of every page (a route's `ErrorBoundary`): the layout stays, the page shows
 * 'Ocorreu um erro inesperado. Tente novamente.' with a retry; a page whose code could not be loaded (a
 * failed or timed-out chunk, often a new deployment) asks to reload the site instead.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const t = useSiteT();
  const navigate = useNavigate();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isChunkLoadFailure(error)) {
    return (
      <section className="site-page site-error" aria-labelledby="site-error-title">
        <h1 id="site-error-title">{t('site.chunk.title')}</h1>
        <p>{t('site.chunk.message')}</p>
        <Button onClick={reloadSite}>{t('site.chunk.reload')}</Button>
      </section>
    );
  }
  return (
    <section className="site-page site-error" aria-labelledby="site-error-title">
      <h1 id="site-error-title">{t('site.errors.page_title')}</h1>
      <p role="alert">{t('errors.unexpected')}</p>
      {/* Navigating to the same address clears the route's error and renders the page again. */}
      <Button onClick={() => void navigate(location, { replace: true })}>{t('site.errors.retry')}</Button>
    </section>
  );
}
