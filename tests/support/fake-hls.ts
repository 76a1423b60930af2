import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The demo's `wowza` activity: a public HLS test stream (packages/server/demo-content/README.md). */
export const DEMO_HLS_STREAM = 'https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8';

const FIXTURES = new URL('../fixtures/hls/', import.meta.url);

/** The committed stream's files (tests/fixtures/hls/README.md), by the name the stand-in serves them under. */
function streamFiles(): Map<string, { body: Buffer; contentType: string }> {
  const read = (name: string) => readFileSync(fileURLToPath(new URL(name, FIXTURES)));
  return new Map([
    // The playlist under the demo stream's name; its segments' relative URIs resolve next to it.
    ['x36xhzz.m3u8', { body: read('stream.m3u8'), contentType: 'application/vnd.apple.mpegurl' }],
    ['segment-0.mpegts', { body: read('segment-0.mpegts'), contentType: 'video/mp2t' }],
    ['segment-1.mpegts', { body: read('segment-1.mpegts'), contentType: 'video/mp2t' }],
  ]);
}

/**
 * Serves a 4-second HLS stream (tests/fixtures/hls) in place of the demo's stream host, as that host does (with
 * `Access-Control-Allow-Origin: *`, which hls.js's fetches need; native playback does not). Returns the names
 * requested, so a test can tell the stream was really played from the playlist and its segments.
 */
export async function fakeHlsStream(page: Page): Promise<string[]> {
  const files = streamFiles();
  const requested: string[] = [];
  const folder = DEMO_HLS_STREAM.slice(0, DEMO_HLS_STREAM.lastIndexOf('/') + 1);
  await page.route(`${folder}**`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').at(-1) ?? '';
    requested.push(name);
    const file = files.get(name);
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: file.contentType,
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' },
      body: file.body,
    });
  });
  return requested;
}
