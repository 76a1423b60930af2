import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { OFFLINE_CONTENT_POLICY, OFFLINE_FILES_KEY_BASE } from '@campus/core';
import { offlineContentResponse, offlineContentTarget } from './offline-content-response';

// Issue 23, the contract with the player's downloads: a package's files answered at /offline-content/{id}/{path}
// from its stored zip (class{id}.zip), in an opaque origin (the sandbox policy), 404 for anything else.

/** A Cache Storage holding `entries` (key URL → body) in one cache. */
function cacheStorage(entries: Record<string, Uint8Array>): CacheStorage {
  return {
    match: async (key: RequestInfo | URL) => {
      const body = entries[String(key)];
      return body === undefined
        ? undefined
        : new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-length': String(body.length) } });
    },
  } as unknown as CacheStorage;
}

const zip = zipSync({
  'index.html': strToU8('<h1>Checklist</h1><script src="js/app.js"></script>'),
  'js/app.js': strToU8('window.started = true;'),
  'img/foto 1.png': new Uint8Array([137, 80, 78, 71]),
});
const storage = cacheStorage({ [`${OFFLINE_FILES_KEY_BASE}class41.zip`]: zip });
const at = (path: string) => new URL(path, 'https://site.campus.test');

describe('offline content routes (issue 23)', () => {
  it('answers a downloaded package’s files with their type and the sandbox policy', async () => {
    const page = await offlineContentResponse(at('/offline-content/41/index.html?lang=pt'), storage);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(OFFLINE_CONTENT_POLICY);
    expect(OFFLINE_CONTENT_POLICY).not.toContain('allow-same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<h1>Checklist</h1>');
    const script = await offlineContentResponse(at('/offline-content/41/js/app.js'), storage);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const image = await offlineContentResponse(at('/offline-content/41/img/foto%201.png'), storage);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('is 404 for a missing file, an item not downloaded and a path that climbs out', async () => {
    expect((await offlineContentResponse(at('/offline-content/41/missing.html'), storage)).status).toBe(404);
    expect((await offlineContentResponse(at('/offline-content/42/index.html'), storage)).status).toBe(404);
    expect(offlineContentTarget('/offline-content/41/js/%2E%2E/index.html')).toBeNull();
    expect(offlineContentTarget('/offline-content/41/a%2Fb.html')).toBeNull();
    expect(offlineContentTarget('/offline-content/41/')).toBeNull();
    expect(offlineContentTarget('/offline-content/4%201/index.html')).toBeNull();
    expect(offlineContentTarget('/offline-content/41/sco%201/index.html')).toEqual({
      itemId: '41',
      path: 'sco 1/index.html',
    });
    const notFound = await offlineContentResponse(at('/offline-content/41/missing.html'), storage);
    expect(notFound.headers.get('content-security-policy')).toBe(OFFLINE_CONTENT_POLICY);
  });
});
