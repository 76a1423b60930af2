import { OfflineFiles } from '@campus/player';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';

/**
 * offline (issue 23; the specification names no route): the storage manager of the activities downloaded for
 * offline use on this device — sizes, space left, updates, delete one or all. Reached from the user menu.
 */
export default function OfflinePage() {
  const t = useSiteT();
  return (
    <PageFrame title={t('site.user_menu.downloads')}>
      <OfflineFiles headingLevel={2} hideTitle />
    </PageFrame>
  );
}
