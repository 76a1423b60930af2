import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampPlaybackRate,
  isReorderOf,
  isSamePlaylistName,
  moveEntry,
  normalizePlaylistName,
  playlistNameError,
  resumablePosition,
} from './podcasts.js';

describe('podcast rules', () => {
  it('checks a playlist name after trimming: required, at most 256 characters (code points)', () => {
    expect(playlistNameError('   ')).toBe('playlist_name_required');
    expect(playlistNameError('a'.repeat(256))).toBeNull();
    expect(playlistNameError(` ${'a'.repeat(256)} `)).toBeNull();
    expect(playlistNameError('a'.repeat(257))).toBe('text_too_long');
    expect(playlistNameError('🎧'.repeat(256))).toBeNull();
    expect(normalizePlaylistName('  Para   o  carro ')).toBe('Para o carro');
  });

  it('tells two names of one playlist apart from case, accents and spacing', () => {
    expect(isSamePlaylistName('Negociação', ' negociacao ')).toBe(true);
    expect(isSamePlaylistName('Negociação', 'Negociações')).toBe(false);
  });

  it('accepts a reorder only of exactly the same episodes', () => {
    expect(isReorderOf([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isReorderOf([1, 2, 3], [3, 1])).toBe(false);
    expect(isReorderOf([1, 2, 3], [3, 3, 1])).toBe(false);
    expect(isReorderOf([1, 2, 3], [3, 4, 1])).toBe(false);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 })),
        fc.integer(),
        fc.integer({ min: -3, max: 3 }),
        (ids, at, delta) => {
          const index = ids.length === 0 ? 0 : Math.abs(at) % ids.length;
          expect(isReorderOf(ids, moveEntry(ids, index, delta))).toBe(true);
        },
      ),
    );
  });

  it('moves an entry up or down, clamped at the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const list = ['a', 'b'];
    expect(moveEntry(list, 0, -1)).toBe(list);
  });

  it('keeps the speed within 0.75–2×', () => {
    expect(clampPlaybackRate(0.5)).toBe(0.75);
    expect(clampPlaybackRate(1.3)).toBe(1.25);
    expect(clampPlaybackRate(9)).toBe(2);
    expect(clampPlaybackRate(Number.NaN)).toBe(1);
  });

  it('resumes a position only between the first and the last seconds', () => {
    expect(resumablePosition(3, 600)).toBe(0);
    expect(resumablePosition(120.7, 600)).toBe(120);
    expect(resumablePosition(598, 600)).toBe(0);
  });
});
