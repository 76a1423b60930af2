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
    vi.doMock('pdfjs-dist', () => ({ getDocument, GlobalWorkerOptions }));
    const { loadPdf } = await import('./load-pdf.js');

    await loadPdf('https://content.example.com/1/content.pdf');

    expect(GlobalWorkerOptions.workerSrc).toMatch(/\/pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/);
    expect(getDocument).toHaveBeenCalledWith({
      url: 'https://content.example.com/1/content.pdf',
      isEvalSupported: false,
      withCredentials: false,
      ...pdfAssetUrls(GlobalWorkerOptions.workerSrc),
      cMapPacked: true,
      useSystemFonts: false,
      useWasm: false,
    });
  });
});
