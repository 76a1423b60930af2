/** An image's RGBA pixels, as `ImageData` holds them (4 bytes per pixel, row by row). */
export interface QrPixels {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

type JsQr = (data: Uint8ClampedArray, width: number, height: number, options?: object) => { data: string } | null;

let decoder: Promise<JsQr> | undefined;

/**
 * jsQR, loaded on first use: a dynamic import, so the decoder is its own chunk and stays out of the element
 * bundle until someone scans. It is plain JavaScript (no WebAssembly), so it runs under a strict CSP.
 */
function loadJsQr(): Promise<JsQr> {
  decoder ??= import('jsqr').then((module) => {
    // A CommonJS module with `exports.default`: bundlers and Node disagree on how many `default`s wrap it.
    const loaded = (module as { default: unknown }).default;
    return (typeof loaded === 'function' ? loaded : (loaded as { default: unknown }).default) as JsQr;
  });
  // A failed chunk load may succeed later (network back): do not keep the rejection.
  decoder.catch(() => {
    decoder = undefined;
  });
  return decoder;
}

/** The text of the QR code in `pixels` (jsQR, dark-on-light and light-on-dark), or null when none is found. */
export async function decodeQrPixels(pixels: QrPixels): Promise<string | null> {
  const jsQR = await loadJsQr();
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
