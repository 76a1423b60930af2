// Real QR codes for tests and stories, made with `qrcode` (a dev dependency): the pixels of the code as a
// browser would draw them, and a PNG file of it. The fake reader decodes a file with the real jsQR from the
// pixels it was made from; only the browser's own image decoding (createImageBitmap) is left to the browser
// tests. Test-only: kept out of the package build.
import QRCode from 'qrcode';
import { decodeQrPixels } from '../qr/qr-pixels.js';
import type { QrPixels } from '../qr/qr-pixels.js';
import type { QrReader } from '../qr/qr-reader.js';

/** Pixels per module and the quiet zone around the code (modules). */
const SCALE = 4;
const MARGIN = 4;

/** The RGBA pixels of a QR code holding `text`: black modules on white, with the quiet zone. */
export function qrPixels(text: string): QrPixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + MARGIN * 2) * SCALE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / SCALE) - MARGIN;
      const column = Math.floor(x / SCALE) - MARGIN;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) {
        const offset = (y * side + x) * 4;
        data[offset] = 0;
        data[offset + 1] = 0;
        data[offset + 2] = 0;
      }
    }
  }
  return { data, width: side, height: side };
}

const pixelsOfFile = new WeakMap<Blob, QrPixels | null>();

/** A PNG file of a QR code holding `text` (made by `qrcode`), readable by {@link createPixelQrReader}. */
export async function qrImageFile(text: string, name = 'qr-evento.png'): Promise<File> {
  const bytes = await QRCode.toBuffer(text, { type: 'png', margin: MARGIN, scale: SCALE });
  const file = new File([new Uint8Array(bytes)], name, { type: 'image/png' });
  pixelsOfFile.set(file, qrPixels(text));
  return file;
}

/** A picture without any QR code (a white square), readable by {@link createPixelQrReader}. */
export function blankImageFile(name = 'foto.png'): File {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  pixelsOfFile.set(file, { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 });
  return file;
}

/**
 * A {@link QrReader} for jsdom (which cannot decode images): a file made here is decoded by the real jsQR
 * from its pixels; any other file is not an image (the reader rejects, as `createImageBitmap` would).
 */
export function createPixelQrReader(): QrReader {
  return {
    async readImage(image) {
      const pixels = pixelsOfFile.get(image);
      if (pixels === undefined || pixels === null) throw new DOMException('not an image', 'InvalidStateError');
      return decodeQrPixels(pixels);
    },
    readFrame: () => Promise.resolve(null),
  };
}
