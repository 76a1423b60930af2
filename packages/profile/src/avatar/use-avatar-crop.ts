import { useEffect, useState } from 'react';
import { avatarFileProblem, decodeImage } from './crop-canvas.js';
import type { CropSource } from './crop-canvas.js';
import { INITIAL_CROP } from './crop-geometry.js';
import type { AvatarCrop } from './crop-geometry.js';

/** The file being cropped: decoding, ready (with its image and crop) or refused (with the message's code). */
export type AvatarCropState =
  | { readonly status: 'empty' }
  | { readonly status: 'decoding'; readonly file: File }
  | { readonly status: 'ready'; readonly file: File; readonly image: CropSource; readonly crop: AvatarCrop }
  | { readonly status: 'refused'; readonly code: string };

/**
 * Holds the chosen file and its crop: refuses a wrong type or a file over the limit before decoding (the
 * server's codes), decodes the rest, releases the decoded image when replaced or unmounted.
 */
export function useAvatarCrop() {
  const [state, setState] = useState<AvatarCropState>({ status: 'empty' });

  useEffect(() => {
    if (state.status !== 'decoding') return undefined;
    let current = true;
    decodeImage(state.file).then(
      (image) => {
        if (current) setState({ status: 'ready', file: state.file, image, crop: INITIAL_CROP });
        else image.close?.();
      },
      () => {
        if (current) setState({ status: 'refused', code: 'unreadable' });
      },
    );
    return () => {
      current = false;
    };
  }, [state]);

  const image = state.status === 'ready' ? state.image : undefined;
  useEffect(() => () => image?.close?.(), [image]);

  return {
    state,
    /** A file was chosen (or the picker cleared). */
    choose(file: File | null) {
      if (file === null) return setState({ status: 'empty' });
      const problem = avatarFileProblem(file);
      setState(problem ? { status: 'refused', code: problem } : { status: 'decoding', file });
    },
    /** The crop changed. */
    setCrop(crop: AvatarCrop) {
      setState((previous) => (previous.status === 'ready' ? { ...previous, crop } : previous));
    },
    /** Back to no file. */
    clear() {
      setState({ status: 'empty' });
    },
  };
}
