import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_ASSETS_FOLDER, pdfAssetUrls } from './pdf-asset-urls.js';

describe('pdfAssetUrls', () => {
  it('puts the asset folders in pdfjs/ beside the worker of a CDN bundle, query left out', () => {
    expect(pdfAssetUrls('https://cdn.example.com/campus/1.2.0/pdf.worker.min.mjs?v=2')).toEqual({
      standardFontDataUrl: 'https://cdn.example.com/campus/1.2.0/pdfjs/standard_fonts/',
      cMapUrl: 'https://cdn.example.com/campus/1.2.0/pdfjs/cmaps/',
      wasmUrl: 'https://cdn.example.com/campus/1.2.0/pdfjs/wasm/',
      iccUrl: 'https://cdn.example.com/campus/1.2.0/pdfjs/iccs/',
    });
  });

  it('follows a bundler-hashed worker into its assets folder', () => {
    const urls = pdfAssetUrls(new URL('http://localhost:3000/assets/pdf.worker.min-FHbmGBN0.mjs'));
    expect(urls.standardFontDataUrl).toBe('http://localhost:3000/assets/pdfjs/standard_fonts/');
    expect(urls.cMapUrl).toBe('http://localhost:3000/assets/pdfjs/cmaps/');
  });

  it('answers absolute folder URLs ending in a slash, as pdf.js requires for fetching from its worker', () => {
    for (const url of Object.values(pdfAssetUrls('http://localhost:4100/cdn/pdf.worker.min.mjs'))) {
      expect(new URL(url).href).toBe(url);
      expect(url.endsWith('/')).toBe(true);
      expect(url.startsWith(`http://localhost:4100/cdn/${PDF_ASSETS_FOLDER}`)).toBe(true);
    }
  });

  it('names folders pdfjs-dist ships, with the files pdf.js asks for in them', () => {
    const pdfjsDist = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    const urls = pdfAssetUrls('https://cdn.example.com/pdf.worker.min.mjs');
    const folderOf = (url: string) => join(pdfjsDist, url.replace('https://cdn.example.com/pdfjs/', ''));
    expect(existsSync(join(folderOf(urls.standardFontDataUrl), 'LiberationSans-Regular.ttf'))).toBe(true);
    expect(existsSync(join(folderOf(urls.standardFontDataUrl), 'FoxitSerif.pfb'))).toBe(true);
    expect(existsSync(join(folderOf(urls.cMapUrl), 'UniJIS-UCS2-H.bcmap'))).toBe(true);
    expect(existsSync(join(folderOf(urls.wasmUrl), 'openjpeg_nowasm_fallback.js'))).toBe(true);
    expect(existsSync(join(folderOf(urls.iccUrl), 'CGATS001Compat-v2-micro.icc'))).toBe(true);
  });
});
