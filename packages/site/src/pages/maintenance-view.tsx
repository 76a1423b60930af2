import { Maintenance } from '@campus/auth';
import { useT } from '@campus/ui';
import { PageFrame } from './page-frame';

/** The maintenance page (spec §2), shown on every route while params say `under_maintenance`. */
export function MaintenanceView() {
  const t = useT();
  return (
    <PageFrame title={t('site.maintenance.title')} width="narrow">
      <Maintenance />
    </PageFrame>
  );
}
