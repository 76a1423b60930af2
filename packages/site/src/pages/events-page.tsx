import { CheckIn, checkInStyles } from '@campus/checkin';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';
import { frameTextOf, PAGE_FRAMES } from './page-frames';

adoptProgrammeStyles([checkInStyles]);

/** events (spec §2): the programme's events, and check-in by the six-digit code, the camera or a QR picture. */
export default function EventsPage() {
  const t = useSiteT();
  return (
    <ProgrammePage {...frameTextOf(t, PAGE_FRAMES.events)}>
      <CheckIn />
    </ProgrammePage>
  );
}
