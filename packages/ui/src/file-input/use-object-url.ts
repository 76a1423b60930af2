import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Shows `file` in the referenced `<img>` through an object URL, revoked as soon as the file changes or the
 * component unmounts, so previews never leak memory. The URL is set on the element directly: no state, and
 * React never renders a stale `src`.
 */
export function useObjectUrlPreview(image: RefObject<HTMLImageElement | null>, file: Blob | null): void {
  useEffect(() => {
    const element = image.current;
    if (file === null || element === null) return;
    const url = URL.createObjectURL(file);
    element.setAttribute('src', url);
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [image, file]);
}
