import { PhotoUpload, salesStyles } from '@campus/sales';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';
import { frameTextOf, PAGE_FRAMES } from './page-frames';

adoptProgrammeStyles([salesStyles]);

/** upload-photos (spec §2): a store photo by photo type and store, with its points and the weekly limit. */
export default function UploadPhotosPage() {
  const t = useSiteT();
  return (
    <ProgrammePage {...frameTextOf(t, PAGE_FRAMES['upload-photos'])}>
      <PhotoUpload />
    </ProgrammePage>
  );
}
