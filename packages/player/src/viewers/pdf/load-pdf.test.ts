import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfAssetUrls } from './pdf-asset-urls.js';

describe('loadPdf', () => {
  afterEach(() => {
    vi.doUnmock('pdfjs-dist');
    vi.resetModules();
  });

  it('hands pdf.js the asset folders beside the worker it loads, without eval, system fonts or WebAssembly', async () => {
    const getDocument = vi.fn(() => ({ promise: Promise.resolve({ numPages: 1 }), destroy: vi.fn() }));
    const GlobalWorkerOptions = { workerSrc: '' };
    const workers: object[] = [];
    class PDFWorker {
      destroyed = false;
      constructor() {
        workers.push(this);
      }
    }
    vi.doMock('pdfjs-dist', () => ({ getDocument, GlobalWorkerOptions, PDFWorker }));
    const { loadPdf } = await import('./load-pdf.js');

    await loadPdf('https://content.example.com/1/content.pdf');
    // A downloaded copy is handed over as bytes, with the same worker (issue 23).
    await loadPdf('blob:https://site.example.com/copy', new Blob(['%PDF-1.7']));
    expect(workers).toHaveLength(1);
    expect(getDocument).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: new TextEncoder().encode('%PDF-1.7'), worker: workers[0] }),
    );

    expect(GlobalWorkerOptions.workerSrc).toMatch(/\/pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/);
    expect(getDocument).toHaveBeenCalledWith({
      url: 'https://content.example.com/1/content.pdf',
      worker: workers[0],
      isEvalSupported: false,
      withCredentials: false,
      ...pdfAssetUrls(GlobalWorkerOptions.workerSrc),
      cMapPacked: true,
      useSystemFonts: false,
      useWasm: false,
    });
  });
});
