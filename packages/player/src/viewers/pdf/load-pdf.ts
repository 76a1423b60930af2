import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import { pdfAssetUrls } from './pdf-asset-urls.js';

// pdf.js's worker, made on the first PDF and kept for the page's life (a new one only if it was destroyed).
let sharedWorker: PDFWorker | undefined;

/**
 * Opens a PDF with pdf.js 5.6.205 (the last release that runs on Node 20), loaded on demand: its worker from the
 * player's own origin (a file emitted next to the bundle, so `worker-src 'self'` allows it) and
 * `isEvalSupported: false` (no `new Function` for PostScript functions: `script-src` without `'unsafe-eval'`).
 * The fonts, character maps and decoders pdf.js fetches come from the `pdfjs/` folder beside the worker
 * ({@link pdfAssetUrls}). `useSystemFonts: false`: a PDF's unembedded standard fonts (Helvetica, Times…) render with
 * pdf.js's own metric-compatible fonts on every device, instead of whatever `local()` font a phone happens to have.
 * `useWasm: false`: compiling WebAssembly needs `'wasm-unsafe-eval'`, which a strict `script-src 'self'` (the
 * worker's own response may carry it) refuses with a CSP violation; pdf.js then decodes JPEG 2000 with its
 * JavaScript decoder (`wasm/openjpeg_nowasm_fallback.js`, from `'self'`) and JBIG2 and CCITT images with its built-in
 * ones, and converts CMYK without an ICC profile.
 * @param file the downloaded copy to open instead of `url` (offline)
 */
export async function loadPdf(url: string, file?: Blob): Promise<{ document: PDFDocumentProxy; destroy(): void }> {
  const pdfjs = await import('pdfjs-dist');
  // A downloaded copy (issue 23) is handed over as bytes: fetching its blob: URL would need `connect-src blob:`.
  const source = file === undefined ? { url } : { data: new Uint8Array(await file.arrayBuffer()) };
  // One literal `new URL(…, import.meta.url)`: the CDN build and host bundlers emit the worker file from it.
  const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl.href;
  // One worker for the page, kept between documents: opening the next PDF does not fetch the worker's script again,
  // which also lets a downloaded PDF open with no network (issue 23).
  if (sharedWorker === undefined || sharedWorker.destroyed) sharedWorker = new pdfjs.PDFWorker();
  const task = pdfjs.getDocument({
    ...source,
    worker: sharedWorker,
    isEvalSupported: false,
    withCredentials: false,
    ...pdfAssetUrls(workerUrl),
    cMapPacked: true,
    useSystemFonts: false,
    useWasm: false,
  });
  const document = await task.promise;
  return { document, destroy: () => void task.destroy() };
}

/** The text of a page, for the visually hidden text alternative of its canvas. */
export async function pageText(document: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
