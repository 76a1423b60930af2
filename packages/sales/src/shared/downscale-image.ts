/*
 * Client-side downscaling of invoice and store photos before upload: a phone camera's 12-megapixel JPEG of
 * 4–6 MB becomes about 300 KB, so the upload finishes on a store's weak mobile connection. The server scales
 * to 2 560 px anyway (docs/loyalty.md "Uploaded photos"), so nothing it keeps is lost.
 */

/**
 * Longest side, in pixels, of an uploaded photo: an invoice stays legible at this size.
 * @default 2048
 */
export const MAX_PHOTO_SIDE = 2048;

/** A photo already this small and this light is sent as it is. @default 1.5 MB */
export const KEEP_AS_IS_BYTES = 1_500_000;

/** JPEG quality of a downscaled photo. @default 0.85 */
export const PHOTO_QUALITY = 0.85;

/**
 * The size a photo of `width` × `height` is scaled to so its longest side is at most `max`, keeping its
 * proportions (whole pixels, at least 1). A photo already within `max` keeps its size.
 * @example fitWithin(4000, 3000, 2048) // { width: 2048, height: 1536 }
 */
export function fitWithin(
  width: number,
  height: number,
  max: number = MAX_PHOTO_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest <= 0) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The decoder and encoder of the page; tests give their own. */
export interface ImageTools {
  decode(file: Blob): Promise<{ width: number; height: number; close(): void } & CanvasImageSource>;
  encode(source: CanvasImageSource, width: number, height: number, quality: number): Promise<Blob>;
}

/** The browser's tools, or `undefined` where `createImageBitmap` or a canvas is missing (old browsers, jsdom). */
export function browserImageTools(): ImageTools | undefined {
  if (typeof createImageBitmap !== 'function') return undefined;
  const hasOffscreen = typeof OffscreenCanvas === 'function';
  if (!hasOffscreen && typeof document === 'undefined') return undefined;
  return {
    // EXIF orientation applied, so a portrait photo stays upright once the metadata is gone.
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    async encode(source, width, height, quality) {
      if (hasOffscreen) {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(source, 0, 0, width, height);
        return canvas.convertToBlob({ type: 'image/jpeg', quality });
      }
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(source, 0, 0, width, height);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/jpeg', quality),
      );
    },
  };
}

const DOWNSCALABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The photo to upload: `file` scaled down to {@link MAX_PHOTO_SIDE} and re-encoded as JPEG, or `file` itself
 * when it is already small, is not a photo the browser can decode, or the page has no canvas. Never throws:
 * any failure sends the original, and the server's own checks decide.
 */
export async function downscalePhoto(file: File, tools: ImageTools | undefined = browserImageTools()): Promise<File> {
  if (tools === undefined || !DOWNSCALABLE.has(file.type)) return file;
  let bitmap: Awaited<ReturnType<ImageTools['decode']>> | undefined;
  try {
    bitmap = await tools.decode(file);
    const target = fitWithin(bitmap.width, bitmap.height);
    const fits = target.width === bitmap.width && target.height === bitmap.height;
    if (fits && file.size <= KEEP_AS_IS_BYTES) return file;
    const blob = await tools.encode(bitmap, target.width, target.height, PHOTO_QUALITY);
    // Re-encoding an already small, light photo can make it heavier: keep whichever is lighter.
    if (blob.size >= file.size) return file;
    const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${base}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
