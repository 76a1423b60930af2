// The content origin's offline service worker (issue 23; docs/server.md "Content origin", "Offline packages"),
// served at /.campus/offline/service-worker.js with scope /.campus/offline/. It answers, without the network:
//
// - /.campus/offline/{activity_id}/{path}: the files of a package the learner downloaded, which the bridge page
//   (bridge.js) unzipped into the Cache Storage of this origin, one cache per package ('campus-offline-package-{id}'),
//   keyed by the canonical URL (each path segment decoded, then encoded with encodeURIComponent). A missing file is a
//   404, never the network. Each answer carries the policy of this origin (copied from the precached bridge page), so
//   a package runs offline exactly as it does online: on the content origin, never the site's or the API's. A
//   `Range: bytes=…` request (a video or audio seeking) is answered as the server answers it online (byte-range.ts,
//   RFC 9110 §14): one range `a-b`, `a-` or `-suffix` → 206 with Content-Range, past the end → 416, anything else
//   (several ranges, another unit, malformed) → the whole file.
// - the offline copies of the SCO frame (sco-frame.html, its script and style sheet, scorm-again's cross-frame API)
//   and of the bridge page, precached at install, so a SCORM package finds its API offline.
//
// Every other request of this origin goes to the network as if there were no service worker. The server puts the
// hash of the precached files in VERSION, so a deployment that changes them installs a new worker.
const VERSION = '__CAMPUS_OFFLINE_VERSION__';
const SCOPE = new URL('./', self.location.href).pathname;
const PRECACHE = `campus-offline-frame-${VERSION}`;
const PRECACHED = [
  'bridge.html',
  'bridge.js',
  'fflate.js',
  'content-types.js',
  'sco-frame.html',
  'sco-frame.js',
  'sco-frame.css',
  'scorm-again/cross-frame-api.js',
].map((path) => new URL(path, self.location.href).href);
const PACKAGE_CACHE_PREFIX = 'campus-offline-package-';
const PACKAGE_PATH = /^(\d{1,10})\/(.+)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(PRECACHED.map((href) => new Request(href, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('campus-offline-frame-') && name !== PRECACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The package path's segments decoded and encoded again, as bridge.js keys them; null when malformed. */
function canonicalPath(path) {
  const segments = [];
  for (const raw of path.split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  return segments.join('/');
}

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  });
}

/**
 * The one byte range `header` asks of a file of `size` bytes, read as the server's byte-range.ts reads it: `bytes=a-b`
 * (the end clamped to the file), `bytes=a-`, `bytes=-n` (the last n bytes). null when the whole file is answered (no
 * header, another unit, several ranges, malformed, an end before its start); 'unsatisfiable' for a start past the end
 * or an empty suffix (416).
 */
function byteRange(header, size) {
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const length = Math.min(Number(match[2]), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) };
}

/** A stored file's answer: whole (200), its range (206) or 416, with `headers` (the file's and the policy). */
async function ranged(stored, rangeHeader, headers) {
  headers.set('accept-ranges', 'bytes');
  if (rangeHeader === null) return new Response(stored.body, { status: 200, headers });
  // A stored body comes back as a blob on disk: slicing it reads only the range.
  const file = await stored.blob();
  const range = byteRange(rangeHeader, file.size);
  if (range === null) return new Response(file, { status: 200, headers });
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${file.size}`);
    headers.set('content-length', '0');
    return new Response(null, { status: 416, headers });
  }
  headers.set('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  headers.set('content-length', String(range.end - range.start + 1));
  return new Response(file.slice(range.start, range.end + 1), { status: 206, headers });
}

async function packageFile(request) {
  const url = new URL(request.url);
  const match = PACKAGE_PATH.exec(url.pathname.slice(SCOPE.length));
  const path = match ? canonicalPath(match[2]) : null;
  if (!match || path === null) return notFound();
  // `caches.match` with the package's cache name, not `caches.open`: opening creates the cache, so a request for a
  // package that is not (or no longer) stored would leave an empty one of that name behind.
  const stored = await caches.match(`${self.location.origin}${SCOPE}${match[1]}/${path}`, {
    cacheName: `${PACKAGE_CACHE_PREFIX}${match[1]}`,
  });
  if (!stored) return notFound();
  const bridge = await caches.match(new URL('bridge.html', self.location.href).href, { cacheName: PRECACHE });
  const headers = new Headers(stored.headers);
  const policy = bridge?.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'same-origin');
  return ranged(stored, request.headers.get('range'), headers);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
  const precached = `${url.origin}${url.pathname}`;
  if (PRECACHED.includes(precached)) {
    event.respondWith(
      caches.match(precached, { cacheName: PRECACHE }).then((cached) => cached ?? fetch(event.request)),
    );
    return;
  }
  if (PACKAGE_PATH.test(url.pathname.slice(SCOPE.length))) event.respondWith(packageFile(event.request));
});
