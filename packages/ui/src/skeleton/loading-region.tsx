import type { ReactNode } from 'react';
import { useT } from '../provider/use-t.js';

/** Props of {@link LoadingRegion}. */
export interface LoadingRegionProps {
  /** The skeletons shaped like what is loading (they are hidden from assistive technology). */
  children: ReactNode;
  /** The widget's class for it, so its own layout applies. */
  className?: string;
  /** The part hosts style it by; widgets use `loading`. */
  part?: string;
}

/**
 * A region whose content is loading: busy (`aria-busy`) and saying "loading" to screen readers, since the
 * skeletons inside are only for the eye. The region's content replaces it once the data is there.
 */
export function LoadingRegion({ children, className, part }: LoadingRegionProps) {
  const t = useT();
  return (
    <div className={className} part={part} aria-busy="true">
      <p className="campus-visually-hidden">{t('ui.loading')}</p>
      {children}
    </div>
  );
}
