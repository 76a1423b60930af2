/**
 * The square crop of an avatar (spec §2 profile "avatar"), as pure geometry: the person zooms into the image and
 * moves the square over it; the square is always inside the image. Positions are fractions of the room the square
 * has to move (0 = left/top edge, 1 = right/bottom edge), so they keep their meaning when the zoom changes.
 */

/** A crop: zoom 1 (the largest square the image holds) to {@link MAX_ZOOM}, and the square's position. */
export interface AvatarCrop {
  readonly zoom: number;
  /** 0 (left edge) to 1 (right edge). */
  readonly x: number;
  /** 0 (top edge) to 1 (bottom edge). */
  readonly y: number;
}

/** The part of the image the crop takes, in image pixels. */
export interface CropRect {
  readonly sx: number;
  readonly sy: number;
  readonly side: number;
}

/** Largest zoom. */
export const MAX_ZOOM = 4;
/** Zoom change of one key press or slider step. */
export const ZOOM_STEP = 0.1;
/** Position change of one arrow key press (Shift: five times as much). */
export const MOVE_STEP = 0.02;
/** Side of the uploaded square at most, in pixels (the server stores at most 512). */
export const AVATAR_OUTPUT_SIDE = 512;

/** A centred crop of the whole image's largest square. */
export const INITIAL_CROP: AvatarCrop = { zoom: 1, x: 0.5, y: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The crop with every value in range (zoom 1–{@link MAX_ZOOM}, positions 0–1). */
export function clampCrop(crop: AvatarCrop): AvatarCrop {
  return { zoom: clamp(crop.zoom, 1, MAX_ZOOM), x: clamp(crop.x, 0, 1), y: clamp(crop.y, 0, 1) };
}

/** The square of the image a crop takes: inside the image, side = shorter side ÷ zoom. */
export function cropRect(width: number, height: number, crop: AvatarCrop): CropRect {
  const { zoom, x, y } = clampCrop(crop);
  const side = Math.min(width, height) / zoom;
  return { sx: (width - side) * x, sy: (height - side) * y, side };
}

/** Side of the image to upload: the crop's, never enlarged, at most {@link AVATAR_OUTPUT_SIDE}. */
export function outputSide(rect: CropRect): number {
  return Math.max(1, Math.round(Math.min(AVATAR_OUTPUT_SIDE, rect.side)));
}

/**
 * The crop after a key press on the preview, or undefined when the key does nothing: arrows move the square
 * (Shift: faster), `+`/`=` and `-` zoom, `Home` recentres and resets the zoom.
 */
export function cropAfterKey(crop: AvatarCrop, key: string, shift = false): AvatarCrop | undefined {
  const step = shift ? MOVE_STEP * 5 : MOVE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return clampCrop({ ...crop, x: crop.x - step });
    case 'ArrowRight':
      return clampCrop({ ...crop, x: crop.x + step });
    case 'ArrowUp':
      return clampCrop({ ...crop, y: crop.y - step });
    case 'ArrowDown':
      return clampCrop({ ...crop, y: crop.y + step });
    case '+':
    case '=':
      return clampCrop({ ...crop, zoom: crop.zoom + ZOOM_STEP });
    case '-':
      return clampCrop({ ...crop, zoom: crop.zoom - ZOOM_STEP });
    case 'Home':
      return INITIAL_CROP;
    default:
      return undefined;
  }
}

/**
 * The crop after dragging the preview by `dx`, `dy` CSS pixels, on a preview `previewSide` pixels wide showing
 * `rect`: the image follows the pointer (dragging right shows more of the left).
 */
export function cropAfterDrag(
  crop: AvatarCrop,
  image: { width: number; height: number },
  previewSide: number,
  dx: number,
  dy: number,
): AvatarCrop {
  const rect = cropRect(image.width, image.height, crop);
  const scale = rect.side / previewSide;
  const roomX = image.width - rect.side;
  const roomY = image.height - rect.side;
  return clampCrop({
    ...crop,
    x: roomX > 0 ? crop.x - (dx * scale) / roomX : crop.x,
    y: roomY > 0 ? crop.y - (dy * scale) / roomY : crop.y,
  });
}
