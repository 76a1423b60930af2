import { useMediaUrl } from '../resource/use-media-url.js';

/** Props of {@link CoverImage}. */
export interface CoverImageProps {
  /** The image's path as the API answers it (`/static/…`, `/api/uploads/…`), or null when the item has none. */
  path: string | null;
  /** The widget's class for it, so its own layout applies. */
  className: string;
  /** The part hosts style it by (`item-image`, `detail-image`); none when the widget exposes none. */
  part?: string;
}

/**
 * The cover of a card or a detail (a course, a reward, an order), loaded from the API's origin. Decorative
 * (`alt=""`): the title beside it already says what it shows, so screen readers skip it. Nothing when there is
 * no image.
 */
export function CoverImage({ path, className, part }: CoverImageProps) {
  const mediaUrl = useMediaUrl();
  if (path === null) return null;
  return <img className={className} part={part} src={mediaUrl(path) ?? undefined} alt="" />;
}
