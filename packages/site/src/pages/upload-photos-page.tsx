import { PhotoUpload, salesStyles } from '@campus/sales';
import { adoptProgrammeStyles } from '../programme/adopt-programme-styles';

adoptProgrammeStyles([salesStyles]);

/**
 * upload-photos (spec §2): a store photo by photo type and store, with its points and the weekly limit.
 * Its content only: the heading, the intro and the members-only gate are the router's frame (`RouteFrame`).
 */
export default function UploadPhotosPage() {
  return <PhotoUpload />;
}
