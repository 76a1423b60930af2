/**
 * The folder, beside pdf.js's worker file, that holds the data pdf.js loads while it reads a document, as
 * `pdfjs-dist` ships it: `standard_fonts/` (the 14 standard fonts a PDF may use without embedding them),
 * `cmaps/` (the packed character maps of CJK text), `wasm/` (the JPEG 2000, JBIG2 and ICC colour decoders, and the
 * JavaScript JPEG 2000 decoder pdf.js falls back to where WebAssembly may not run) and `iccs/` (the CMYK profile).
 * The CDN builds copy it there (rollup.config.mjs, `cdnAssets` in the player's package.json); a host that bundles
 * the player copies `node_modules/pdfjs-dist/{standard_fonts,cmaps,wasm,iccs}` there (docs/player.md).
 */
export const PDF_ASSETS_FOLDER = 'pdfjs/';

/** Where pdf.js fetches its fonts, character maps, decoders and colour profile: folder URLs with a trailing slash. */
export interface PdfAssetUrls {
  readonly standardFontDataUrl: string;
  readonly cMapUrl: string;
  readonly wasmUrl: string;
  readonly iccUrl: string;
}

/**
 * The asset folders beside a pdf.js worker: from `…/cdn/pdf.worker.min.mjs`, `…/cdn/pdfjs/standard_fonts/` and so
 * on, on the worker's own origin (so `'self'` covers them wherever the worker is allowed). Absolute URLs: pdf.js
 * fetches them from its worker only when all of them are absolute http(s) URLs, and reads ICC profiles only then.
 * @example pdfAssetUrls('https://cdn.example.com/campus/pdf.worker.min.mjs?v=2').cMapUrl
 * // 'https://cdn.example.com/campus/pdfjs/cmaps/'
 */
export function pdfAssetUrls(workerUrl: string | URL): PdfAssetUrls {
  const folder = new URL(PDF_ASSETS_FOLDER, workerUrl);
  const at = (name: string) => new URL(`${name}/`, folder).href;
  return { standardFontDataUrl: at('standard_fonts'), cMapUrl: at('cmaps'), wasmUrl: at('wasm'), iccUrl: at('iccs') };
}
