import { CheckIn, checkInStyles } from '@campus/checkin';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';

adoptProgrammeStyles([checkInStyles]);

/**
 * events (spec §2): the programme's events, and check-in by the six-digit code, the camera or a QR picture.
 * Its content only: the heading, the intro and the members-only gate are the router's frame (`RouteFrame`).
 */
export default function EventsPage() {
  return <CheckIn />;
}
