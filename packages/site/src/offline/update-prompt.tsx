import { useSyncExternalStore } from 'react';
import { Button } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { getSiteUpdateState, subscribeSiteUpdate } from '../sw/update-state';

/**
 * "Nova versão disponível — Atualizar" (issue 23): shown while a new version of the site waits (the service worker's
 * update flow, src/sw). Polite: it never interrupts, and nothing reloads until the person chooses to update.
 */
export function UpdatePrompt() {
  const t = useSiteT();
  const update = useSyncExternalStore(subscribeSiteUpdate, getSiteUpdateState, getSiteUpdateState);
  return (
    <div className="site-update" role="status" data-waiting={update.waiting ? 'true' : undefined}>
      {update.waiting && (
        <>
          <p className="site-update__text">{t('site.update.available')}</p>
          <Button variant="secondary" onClick={update.apply}>
            {t('site.update.apply')}
          </Button>
        </>
      )}
    </div>
  );
}
