// The content origin's offline bridge (issue 23; docs/server.md "Content origin", "Offline packages"), served at
// /.campus/offline/bridge.html?origin={player origin}. The player opens it in a hidden frame to keep downloaded
// packages in THIS origin's storage, where the offline service worker (service-worker.js, registered here) answers
// them: a package must run on the content origin, never on the site's, and a page's service worker cannot serve a
// sandboxed or opaque frame.
//
// Messages, only with the parent window and only from/to the player origin given in the query:
// - to the player, once the service worker is active: { type: 'campus:offline-ready', serviceWorker: boolean }
// - from the player: { type: 'campus:offline-request', id, action, item_id?, zip?, updated_date? } where action is
//   'install' (zip: the package's zip as a Blob → unzipped into the cache 'campus-offline-package-{item_id}', answers
//   { size }), 'remove' (answers whether something was removed) or 'list' (answers [{ item_id, updated_date, size }])
// - to the player: { type: 'campus:offline-answer', id, ok: true, result } or { …, ok: false, error }
import { unzipSync } from './fflate.js';
import { CONTENT_TYPES } from './content-types.js';

const SCOPE = new URL('./', window.location.href).pathname;
const PACKAGE_CACHE_PREFIX = 'campus-offline-package-';

/** The player's origin as given, checked to be an origin and nothing more (as the SCO frame does). */
function playerOriginOf(origin) {
  if (typeof origin !== 'string') return undefined;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** A zip entry's name as the service worker keys it (segments encoded); null for a folder or a climbing path. */
function canonicalPath(name) {
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment)))
    return null;
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
}

function contentTypeOf(name) {
  const dot = name.lastIndexOf('.');
  const extension = dot > name.lastIndexOf('/') ? name.slice(dot).toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const cacheNameOf = (itemId) => `${PACKAGE_CACHE_PREFIX}${itemId}`;
const metaUrlOf = (itemId) => `${window.location.origin}${SCOPE}${itemId}.json`;

async function install(itemId, zip, updatedDate) {
  if (!/^\d{1,10}$/.test(String(itemId)) || !(zip instanceof Blob)) throw new Error('bad install request');
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  // A new version replaces the old one whole: no file of the previous version survives.
  await caches.delete(cacheNameOf(itemId));
  const cache = await caches.open(cacheNameOf(itemId));
  let size = 0;
  let count = 0;
  for (const [name, bytes] of Object.entries(files)) {
    const path = canonicalPath(name);
    if (path === null) continue;
    size += bytes.length;
    count += 1;
    await cache.put(
      `${window.location.origin}${SCOPE}${itemId}/${path}`,
      new Response(bytes, { headers: { 'content-type': contentTypeOf(name), 'content-length': String(bytes.length) } }),
    );
  }
  const meta = { item_id: String(itemId), updated_date: String(updatedDate ?? ''), size, files: count };
  await cache.put(
    metaUrlOf(itemId),
    new Response(JSON.stringify(meta), { headers: { 'content-type': 'application/json' } }),
  );
  return { size };
}

async function list() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PACKAGE_CACHE_PREFIX));
  const found = [];
  for (const name of names) {
    const itemId = name.slice(PACKAGE_CACHE_PREFIX.length);
    // Not `caches.open`: a package removed since `keys()` answered would be created again, empty.
    const meta = await caches.match(metaUrlOf(itemId), { cacheName: name });
    if (meta) found.push(await meta.json());
  }
  return found;
}

async function answer(data) {
  switch (data.action) {
    case 'install':
      return install(data.item_id, data.zip, data.updated_date);
    case 'remove':
      return /^\d{1,10}$/.test(String(data.item_id)) ? caches.delete(cacheNameOf(data.item_id)) : false;
    case 'list':
      return list();
    default:
      throw new Error('unknown action');
  }
}

async function start() {
  const playerOrigin = playerOriginOf(new URLSearchParams(window.location.search).get('origin'));
  const parentWindow = window.parent;
  if (!playerOrigin || parentWindow === window) {
    console.error('Campus offline bridge: missing or invalid origin, or not framed.');
    return;
  }
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.source !== parentWindow || event.origin !== playerOrigin) return;
    if (typeof data !== 'object' || data === null || data.type !== 'campus:offline-request') return;
    answer(data).then(
      (result) =>
        parentWindow.postMessage({ type: 'campus:offline-answer', id: data.id, ok: true, result }, playerOrigin),
      (error) =>
        parentWindow.postMessage(
          { type: 'campus:offline-answer', id: data.id, ok: false, error: String(error?.message ?? error) },
          playerOrigin,
        ),
    );
  });
  let serviceWorker = false;
  if ('serviceWorker' in navigator) {
    try {
      // Registered once: offline, registering it again did not answer until the network returned (Chromium), and
      // every bridge opened meanwhile — a package's removal among them — waited with it.
      const registered = await navigator.serviceWorker.getRegistration(SCOPE);
      if (!registered?.active) await navigator.serviceWorker.register(`${SCOPE}service-worker.js`, { scope: SCOPE });
      await navigator.serviceWorker.ready;
      serviceWorker = true;
    } catch (error) {
      console.error('Campus offline bridge: the service worker could not be registered.', error);
    }
  }
  parentWindow.postMessage({ type: 'campus:offline-ready', serviceWorker }, playerOrigin);
}

void start();
