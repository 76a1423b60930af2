/**
 * Where the files of downloaded HTML and SCORM packages live, shared by the page that stores them (the player's
 * download) and the service worker that serves them offline (`packages/site/src/sw/offline-content.ts`).
 * Every file of item `{item_id}` is a Cache Storage entry keyed by the site-origin URL
 * `{OFFLINE_CONTENT_PREFIX}{item_id}/{path}` in the cache {@link OFFLINE_CONTENT_CACHE}; the SCO frame page the
 * player needs offline is stored once under `{OFFLINE_CONTENT_PREFIX}.campus/`.
 */
export const OFFLINE_CONTENT_CACHE = 'campus-offline-content';

/** The site-origin path under which the service worker answers downloaded package files. */
export const OFFLINE_CONTENT_PREFIX = '/offline-content/';

/**
 * The `Content-Security-Policy` the service worker answers package files with: `sandbox` without
 * `allow-same-origin`, so a package's scripts run in an opaque origin and never with the site's rights (its
 * tokens, its storage), as on the content origin (docs/server.md "Content origin").
 */
export const OFFLINE_CONTENT_POLICY = 'sandbox allow-scripts allow-forms allow-popups';

/**
 * The base of the Cache Storage keys of downloaded files (`{base}class12.pdf`): the reserved `.invalid` domain, so
 * a key can never be fetched from the network by mistake. The service worker finds a package's stored zip
 * (`class{item_id}.zip`) under it in whichever cache holds it.
 */
export const OFFLINE_FILES_KEY_BASE = 'https://campus-offline.invalid/files/';

// What packages hold, as the content origin serves them (server: src/activities/packages/content-types.ts).
const PACKAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xsd: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  wasm: 'application/wasm',
};

/** The media type a downloaded package's file is answered with, by its extension (else `application/octet-stream`). */
export function packageFileContentType(path: string): string {
  const extension = /\.([a-z\d]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension !== undefined && PACKAGE_CONTENT_TYPES[extension]) || 'application/octet-stream';
}

/** The site-origin URL path of a downloaded package's file (`path` relative to the package root, unencoded). */
export function offlineContentPath(itemId: string | number, path: string): string {
  const encoded = path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${OFFLINE_CONTENT_PREFIX}${encodeURIComponent(String(itemId))}/${encoded}`;
}
