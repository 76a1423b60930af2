import { describe, expect, it } from 'vitest';
import { isDownloadable, isSameSite } from './downloadable.js';

// Which activities offer "Baixar para usar offline" (issue 23).
describe('isDownloadable', () => {
  const site = 'https://learn.campus.example';

  it('offers stored files always, URL activities never', () => {
    for (const type of ['pdf', 'ppt', 'video', 'audio']) {
      expect(isDownloadable(type, { base_url: 'https://other.test/1/t/' }, site), type).toBe(true);
    }
    expect(isDownloadable('youtube', undefined, site)).toBe(false);
  });

  it('offers a package only from a same-site content origin (its service worker must register in the frame)', () => {
    expect(isDownloadable('scorm', { base_url: 'https://content.campus.example/41/t/' }, site)).toBe(true);
    expect(isDownloadable('html', { base_url: 'https://campus-content.test/41/t/' }, site)).toBe(false);
    expect(isDownloadable('html', { base_url: 'http://127.0.0.1:8001/41/t/' }, 'http://localhost:3000')).toBe(false);
    expect(isDownloadable('html', { base_url: 'http://localhost:8101/41/t/' }, 'http://localhost:3100')).toBe(true);
    // Not launched yet: offered, the size comes with the launch.
    expect(isDownloadable('scorm', null, site)).toBe(true);
  });

  it('compares scheme and registrable domain', () => {
    expect(isSameSite('https://a.example.com', 'https://b.example.com:8443')).toBe(true);
    expect(isSameSite('http://a.example.com', 'https://a.example.com')).toBe(false);
    expect(isSameSite('http://10.0.0.1:1', 'http://10.0.0.1:2')).toBe(true);
    expect(isSameSite('http://10.0.0.1', 'http://10.0.0.2')).toBe(false);
  });
});
