import type { CaptionTrack } from '@campus/core/schemas';

/**
 * The captions in the order the player offers them: the learner's language first (`pt-BR`), then the same language
 * of another region (`pt-PT`), then the rest as imported. The captions toggle turns on the first one.
 */
export function captionsForLocale(captions: readonly CaptionTrack[], locale: string): CaptionTrack[] {
  const primary = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';
  const rank = (track: CaptionTrack) =>
    track.language.toLowerCase() === locale.toLowerCase() ? 0 : primary(track.language) === primary(locale) ? 1 : 2;
  // Array.prototype.sort is stable: tracks of one rank keep the import's order.
  return [...captions].sort((a, b) => rank(a) - rank(b));
}
