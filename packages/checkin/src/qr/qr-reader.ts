import { qrDetector } from './barcode-detector.js';
import { decodeQrPixels } from './qr-pixels.js';
import type { QrPixels } from './qr-pixels.js';

/**
 * Reads QR codes from pictures and camera frames. The default ({@link createBrowserQrReader}) uses the
 * browser's `BarcodeDetector` where it reads QR codes and jsQR on canvas pixels otherwise; a host (or a test)
 * may give its own.
 */
export interface QrReader {
  /** The text of the QR code in a picture (a file the person chose), or null when it holds none. */
  readImage(image: Blob): Promise<string | null>;
  /** The text of a QR code in the video's current frame, or null. */
  readFrame(video: HTMLVideoElement): Promise<string | null>;
}

/** Longest sides tried on a picture: small first (fast), then larger for a small QR code in a big photo. */
const IMAGE_SIDES = [1280, 2560] as const;
/** Camera frames are scaled to this longest side before jsQR reads them: enough for a QR code held up close. */
const FRAME_SIDE = 720;

interface Drawable {
  readonly source: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

/** The pixels of `image`, scaled down so its longest side is at most `maxSide`. */
function pixelsOf({ source, width, height }: Drawable, maxSide: number): QrPixels | null {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width: w, height: h })
      : new OffscreenCanvas(w, h);
  const context = canvas.getContext('2d', { willReadFrequently: true }) as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (context === null) return null;
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

/** The browser's QR reader: `BarcodeDetector` where it reads QR codes, jsQR on canvas pixels otherwise. */
export function createBrowserQrReader(): QrReader {
  return {
    async readImage(image) {
      const bitmap = await createImageBitmap(image);
      try {
        const detector = await qrDetector();
        if (detector !== null) return (await detector.detect(bitmap))[0]?.rawValue ?? null;
        for (const side of IMAGE_SIDES) {
          const pixels = pixelsOf({ source: bitmap, width: bitmap.width, height: bitmap.height }, side);
          const text = pixels === null ? null : await decodeQrPixels(pixels);
          if (text !== null) return text;
          if (Math.max(bitmap.width, bitmap.height) <= side) break;
        }
        return null;
      } finally {
        bitmap.close();
      }
    },
    async readFrame(video) {
      // HAVE_CURRENT_DATA: a frame is there to read.
      if (video.readyState < 2 || video.videoWidth === 0) return null;
      const detector = await qrDetector();
      if (detector !== null) return (await detector.detect(video))[0]?.rawValue ?? null;
      const pixels = pixelsOf({ source: video, width: video.videoWidth, height: video.videoHeight }, FRAME_SIDE);
      return pixels === null ? null : decodeQrPixels(pixels);
    },
  };
}
