import type { CropRect } from './crop-geometry.js';

/** An image decoded for cropping (an `ImageBitmap` in browsers). */
export type CropSource = CanvasImageSource & { readonly width: number; readonly height: number; close?: () => void };

/** Image types the server keeps (spec §2 profile avatar; anything else is refused before upload). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest file accepted, in bytes: the server's upload limit (413 `file_too_large` beyond it). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why a chosen file cannot be an avatar, as the server's code (`unsupported_file_type`, `file_too_large`), or
 * undefined when it may be tried.
 */
export function avatarFileProblem(file: Blob): 'unsupported_file_type' | 'file_too_large' | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'unsupported_file_type';
  if (file.size > AVATAR_MAX_BYTES) return 'file_too_large';
  return undefined;
}

/** Decodes a chosen file, with its EXIF orientation applied. @throws when the browser cannot decode it. */
export async function decodeImage(file: Blob): Promise<CropSource> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

/** Draws the crop's square of `image` over the whole canvas (the preview). */
export function drawCrop(canvas: HTMLCanvasElement, image: CropSource, rect: CropRect): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.sx, rect.sy, rect.side, rect.side, 0, 0, canvas.width, canvas.height);
}

/**
 * The crop as an image file `side` pixels square: PNG for a PNG (keeps transparency), JPEG otherwise. The server
 * re-encodes it anyway; this only sends the chosen square rather than the whole photo.
 * @throws when the canvas cannot be encoded.
 */
export function cropToBlob(
  owner: Document,
  image: CropSource,
  rect: CropRect,
  side: number,
  sourceType: string,
): Promise<Blob> {
  const canvas = owner.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  drawCrop(canvas, image, rect);
  const type = sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))), type, 0.9);
  });
}
