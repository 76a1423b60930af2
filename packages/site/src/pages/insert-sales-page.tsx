import { useSearchParams } from '../routes/router';
import { SalesForm, salesStyles } from '@campus/sales';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';
import { frameTextOf, PAGE_FRAMES } from './page-frames';

adoptProgrammeStyles([salesStyles]);

/**
 * insert-sales (spec §2): report a sale with its invoice photo and products, with the points estimate; "my
 * sales" is the form's second tab (`?tab=mine` opens there), with the audit status of each sale.
 */
export default function InsertSalesPage() {
  const t = useSiteT();
  const [search] = useSearchParams();
  return (
    <ProgrammePage {...frameTextOf(t, PAGE_FRAMES['insert-sales'])}>
      <SalesForm tab={search.get('tab') === 'mine' ? 'mine' : 'report'} />
    </ProgrammePage>
  );
}
