import { authStyles, Maintenance } from '@campus/auth';
import { useSiteT } from '../messages/site-messages';
import { PageFrame } from './page-frame';
import { adoptPageStyles } from '../app/site-styles';

// The account screens' styles come with this page's chunk, not with the first load of every page.
adoptPageStyles(authStyles);

/** The maintenance page (spec §2), shown on every route while params say `under_maintenance`. */
export function MaintenanceView() {
  const t = useSiteT();
  return (
    <PageFrame title={t('site.maintenance.title')} width="narrow">
      <Maintenance />
    </PageFrame>
  );
}
