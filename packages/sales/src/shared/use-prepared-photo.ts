import { useCallback, useRef, useState } from 'react';
import { downscalePhoto } from './downscale-image.js';

/** What {@link usePreparedPhoto} returns. */
export interface PreparedPhoto {
  /** The file the person chose (shown in the picker and its preview). */
  chosen: File | null;
  /** The file to upload (downscaled), `null` while it is being prepared or when nothing is chosen. */
  ready: File | null;
  /** Downscaling is running. */
  preparing: boolean;
  /** Takes the person's choice (or `null` when removed) and prepares it. */
  choose(file: File | null): void;
}

/**
 * A chosen photo and its downscaled copy, prepared once when it is chosen: a retry then uploads the very same
 * bytes, which the server's idempotency check compares, and the progress bar shows only the upload.
 */
export function usePreparedPhoto(initial: File | null = null): PreparedPhoto {
  const [state, setState] = useState<{ chosen: File | null; ready: File | null }>({ chosen: initial, ready: initial });
  const latest = useRef<File | null>(initial);
  const choose = useCallback((file: File | null) => {
    latest.current = file;
    setState({ chosen: file, ready: null });
    if (file === null) return;
    void downscalePhoto(file).then((prepared) => {
      // A newer choice wins over a slow preparation of an older one.
      if (latest.current === file) setState({ chosen: file, ready: prepared });
    });
  }, []);
  return { ...state, preparing: state.chosen !== null && state.ready === null, choose };
}
