/*
 * The browser's own barcode reader (Shape Detection API) where it exists — Chrome on Android, macOS and
 * ChromeOS, Safari — so most phones decode camera frames natively; elsewhere jsQR does the work.
 */

/** The part of `BarcodeDetector` used here (not yet in TypeScript's DOM library). */
export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<ReadonlyArray<{ rawValue: string }>>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<QrDetector | null> | undefined;

/** A `BarcodeDetector` for QR codes, or null when the browser has none (or none that reads QR codes). */
export function qrDetector(): Promise<QrDetector | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (Detector === undefined) return null;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}
