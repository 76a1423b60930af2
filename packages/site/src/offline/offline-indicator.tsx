import { useSiteT } from '../messages/site-messages';
import { useOnline } from './use-online';

/**
 * The offline indicator (issue 23): while the browser has no network, a polite status under the header says so and
 * what still works; it disappears when the network returns. The live region is always in the page, so screen
 * readers announce the text when it appears.
 */
export function OfflineIndicator() {
  const t = useSiteT();
  const online = useOnline();
  return (
    <div className="site-offline" role="status" data-offline={online ? undefined : 'true'}>
      {!online && (
        <p className="site-offline__text">
          <strong>{t('site.offline.title')}</strong> {t('site.offline.detail')}
        </p>
      )}
    </div>
  );
}
