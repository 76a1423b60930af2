import { CourseCatalogue } from '@campus/catalogue';
import { CheckIn } from '@campus/checkin';
import { Campaigns, PointsStatement, PointsTable, Ranking } from '@campus/ranking';
import { RewardStore } from '@campus/rewards';
import { PhotoUpload, SalesForm } from '@campus/sales';

/** The host app's views: its own pages, each showing one Campus component. */
export type HostView =
  'courses' | 'rewards' | 'sales' | 'photos' | 'events' | 'ranking' | 'statement' | 'points-table' | 'campaigns';

/** The views in navigation order, with the host's own labels. */
export const VIEWS: ReadonlyArray<{ view: HostView; label: string }> = [
  { view: 'courses', label: 'Online courses' },
  { view: 'rewards', label: 'Reward store' },
  { view: 'sales', label: 'Sales' },
  { view: 'photos', label: 'Store photos' },
  { view: 'events', label: 'Events' },
  { view: 'ranking', label: 'Ranking' },
  { view: 'statement', label: 'Points statement' },
  { view: 'points-table', label: 'Points table' },
  { view: 'campaigns', label: 'Campaigns' },
];

/** Props of {@link HostViewContent}. */
export interface HostViewContentProps {
  view: HostView;
  /** What the host tells the person after a component's callback (its own status line). */
  onNotice: (text: string) => void;
}

/**
 * The Campus component of a view. Callbacks replace the custom elements' DOM events: the host records what
 * happened (here, a status line) the way a real app would update its own state.
 */
export function HostViewContent({ view, onNotice }: HostViewContentProps) {
  switch (view) {
    case 'courses':
      return (
        <CourseCatalogue
          type="online-courses"
          onCourseOpen={({ type, id }) => onNotice(`The host would open ${type} ${id} in its player.`)}
        />
      );
    case 'rewards':
      return (
        <RewardStore
          onRedeemed={(order) => onNotice(`The host recorded order ${order.id} (${order.total_points} points).`)}
        />
      );
    case 'sales':
      return (
        <SalesForm
          onSaleSubmitted={(sale) =>
            onNotice(`The host recorded sale ${sale.id} (invoice ${sale.invoice_number}, ${sale.total_points} points).`)
          }
        />
      );
    case 'photos':
      return (
        <PhotoUpload
          onPhotoUploaded={(photo) =>
            onNotice(
              `The host recorded store photo ${photo.id} (${photo.points} points, next ${photo.next_allowed_date}).`,
            )
          }
        />
      );
    case 'events':
      return (
        <CheckIn
          onCheckedIn={(attendance) =>
            onNotice(`The host recorded a check-in at “${attendance.title}” (${attendance.points} points).`)
          }
        />
      );
    case 'ranking':
      return <Ranking />;
    case 'statement':
      return <PointsStatement />;
    case 'points-table':
      return <PointsTable />;
    case 'campaigns':
      return <Campaigns onCampaignSelected={(campaign) => onNotice(`The host follows campaign “${campaign.name}”.`)} />;
  }
}
