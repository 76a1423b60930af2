import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF with pdf.js 5.6.205 (the last release that runs on Node 20), loaded on demand: its worker from the
 * player's own origin (a file emitted next to the bundle, so `worker-src 'self'` allows it) and
 * `isEvalSupported: false` (no `new Function` for PostScript functions: `script-src` without `'unsafe-eval'`).
 */
export async function loadPdf(url: string): Promise<{ document: PDFDocumentProxy; destroy(): void }> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
  const task = pdfjs.getDocument({ url, isEvalSupported: false, withCredentials: false });
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
