import { useSearchParams } from '../routes/router';
import { SalesForm, salesStyles } from '@campus/sales';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';

adoptProgrammeStyles([salesStyles]);

/**
 * insert-sales (spec §2): report a sale with its invoice photo and products, with the points estimate; "my
 * sales" is the form's second tab (`?tab=mine` opens there), with the audit status of each sale.

 * Its content only: the heading, the intro and the members-only gate are the router's frame (`RouteFrame`).
 */
export default function InsertSalesPage() {
  const [search] = useSearchParams();
  return <SalesForm tab={search.get('tab') === 'mine' ? 'mine' : 'report'} />;
}
