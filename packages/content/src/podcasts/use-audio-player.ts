import type { AudioPlayerState } from '@campus/core';
import { audioPlayerOf } from '@campus/core';
import { useCampus, useStoreSelector } from '@campus/ui';
import type { EqualityFn } from '@campus/ui';

/** Reads the instance's audio player store (`audioPlayerOf(campus)`), re-rendering when the selection changes. */
export function useAudioPlayer<T>(selector: (state: AudioPlayerState) => T, isEqual?: EqualityFn<T>): T {
  const campus = useCampus();
  return useStoreSelector(audioPlayerOf(campus), selector, isEqual);
}
