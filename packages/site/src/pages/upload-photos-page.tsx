import { PhotoUpload, salesStyles } from '@campus/sales';
import { useSiteT } from '../messages/site-messages';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';
import { ProgrammePage } from '../programme/programme-page';

adoptProgrammeStyles([salesStyles]);

/** upload-photos (spec §2): a store photo by photo type and store, with its points and the weekly limit. */
export default function UploadPhotosPage() {
  const t = useSiteT();
  return (
    <ProgrammePage title={t('site.pages.upload_photos')} intro={t('site.programme.upload_photos_intro')}>
      <PhotoUpload />
    </ProgrammePage>
  );
}
