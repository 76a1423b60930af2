import { Button } from '@campus/ui';
import { useLocation, useNavigate } from '../routes/router';
import { isChunkLoadFailure, reloadSite } from './chunk-load';
import { useSiteT } from '../messages/site-messages';

/**
 * What a page (or the root) shows when it threw while rendering (the router's error view, spec §8: an error
 * boundary per page): the layout stays, the page shows 'Ocorreu um erro inesperado. Tente novamente.' with a
 * retry; a page whose code could not be loaded (a failed or timed-out chunk, often a new deployment) asks to
 * reload the site instead.
 */
export function PageErrorView({ error }: { error: unknown }) {
  const t = useSiteT();
  const navigate = useNavigate();
  const location = useLocation();
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
      {/* Navigating to the same address (a new location key) clears the error and renders the page again. */}
      <Button onClick={() => void navigate(location, { replace: true })}>{t('site.errors.retry')}</Button>
    </section>
  );
}
