import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  cropAfterDrag,
  cropAfterKey,
  cropRect,
  INITIAL_CROP,
  MAX_ZOOM,
  outputSide,
} from './crop-geometry.js';

describe('avatar crop geometry', () => {
  it('takes the centred largest square at zoom 1', () => {
    expect(cropRect(900, 600, INITIAL_CROP)).toEqual({ sx: 150, sy: 0, side: 600 });
    expect(cropRect(600, 900, INITIAL_CROP)).toEqual({ sx: 0, sy: 150, side: 600 });
  });

  it('zooms into a smaller square and moves it to the edges', () => {
    expect(cropRect(800, 400, { zoom: 2, x: 0, y: 0 })).toEqual({ sx: 0, sy: 0, side: 200 });
    expect(cropRect(800, 400, { zoom: 2, x: 1, y: 1 })).toEqual({ sx: 600, sy: 200, side: 200 });
  });

  it('keeps the square inside the image whatever the crop', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (width, height, zoom, x, y) => {
          const rect = cropRect(width, height, { zoom, x, y });
          expect(rect.sx).toBeGreaterThanOrEqual(0);
          expect(rect.sy).toBeGreaterThanOrEqual(0);
          expect(rect.sx + rect.side).toBeLessThanOrEqual(width + 1e-9);
          expect(rect.sy + rect.side).toBeLessThanOrEqual(height + 1e-9);
          expect(rect.side).toBeGreaterThanOrEqual(Math.min(width, height) / MAX_ZOOM - 1e-9);
        },
      ),
    );
  });

  it('never uploads more than 512 px nor enlarges a small crop', () => {
    expect(outputSide({ sx: 0, sy: 0, side: 3000 })).toBe(512);
    expect(outputSide({ sx: 0, sy: 0, side: 100.4 })).toBe(100);
  });

  it('moves and zooms with the keyboard, within range', () => {
    expect(cropAfterKey(INITIAL_CROP, 'ArrowRight')).toEqual({ zoom: 1, x: 0.52, y: 0.5 });
    expect(cropAfterKey(INITIAL_CROP, 'ArrowUp', true)).toEqual({ zoom: 1, x: 0.5, y: 0.4 });
    expect(cropAfterKey(INITIAL_CROP, '+')?.zoom).toBeCloseTo(1.1);
    expect(cropAfterKey(INITIAL_CROP, '-')).toEqual(INITIAL_CROP);
    expect(cropAfterKey({ zoom: 3, x: 1, y: 0 }, 'ArrowRight')).toEqual({ zoom: 3, x: 1, y: 0 });
    expect(cropAfterKey({ zoom: 3, x: 0.1, y: 0.9 }, 'Home')).toEqual(INITIAL_CROP);
    expect(cropAfterKey(INITIAL_CROP, 'a')).toBeUndefined();
    expect(clampCrop({ zoom: 9, x: -1, y: 2 })).toEqual({ zoom: MAX_ZOOM, x: 0, y: 1 });
  });

  it('follows a drag: the image moves with the pointer', () => {
    // 1000 × 500 image, zoom 1: a 500 px square with 500 px of room; a 250 px preview shows 2 image px per px.
    const moved = cropAfterDrag(INITIAL_CROP, { width: 1000, height: 500 }, 250, 50, 30);
    expect(moved.x).toBeCloseTo(0.5 - (50 * 2) / 500);
    expect(moved.y).toBe(0.5); // no vertical room at zoom 1
  });
});
