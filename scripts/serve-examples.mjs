#!/usr/bin/env node
// Serves the host examples (`npm run examples`, after `npm run build`):
//   /                  the list of examples
//   /embed-html/       a plain intranet page with the standalone element bundles
//   /embed-html/loyalty.html  a partner portal page with the loyalty widgets
//   /embed-html/token.html    a partner page whose `?token=` (a webservice token) signs the widgets in
//   /embed-html/shared-runtime.html  several widgets' `.shared` bundles on one shared runtime (an import map)
//   /embed-html/loader.html   several widgets from one script tag, the loader (@campus/elements) and its chunks
//   /embed-html/course.html?course={id}  an intranet course page: the activity player with the statements logged
//   /react-host/       the React 19 host app (examples/react-host/dist)
//   /react-host-18/    the same app built against React 18 (examples/react-host-18/dist)
//   /iframe-embed/     a partner page framing the reference site, sized by @iframe-resizer/parent
//   /cdn/<file>        every package's element bundles and the loader (packages/*/dist/cdn, with chunks/)
//   /vendor/iframe-resizer-parent.js  @iframe-resizer/parent's UMD file, from node_modules (no CDN)
// Every answer carries the strict Content-Security-Policy a careful intranet sends, so the examples prove the
// widgets need no inline script or style. HTML pages get the API base of CAMPUS_EXAMPLES_API_BASE and the
// reference site's address of CAMPUS_EXAMPLES_SITE_BASE (default http://localhost:3000, `npm start`).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import sirv from 'sirv';

const port = Number(process.env.CAMPUS_EXAMPLES_PORT ?? 4000);
const apiBase = process.env.CAMPUS_EXAMPLES_API_BASE ?? 'http://localhost:8000';
const siteBase = (process.env.CAMPUS_EXAMPLES_SITE_BASE ?? 'http://localhost:3000').replace(/\/+$/, '');
/** The API base written in the example sources; replaced in every HTML answer. */
const SOURCE_API_BASE = 'http://localhost:8000';
/** The reference site's address written in the example sources; replaced in every HTML answer. */
const SOURCE_SITE_BASE = 'http://localhost:3000';

export const CONTENT_SECURITY_POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";
/** The iframe example's pages may frame the reference site, and nothing else. */
const FRAMING_POLICY = `${CONTENT_SECURITY_POLICY}; frame-src ${new URL(siteBase).origin}`;

/**
 * Pages allowed one inline import map, by path. An import map is an inline script, which `script-src 'self'`
 * blocks; a host that wants the shared runtime allows exactly that map by its hash (CSP Level 2 hashes apply to
 * inline `<script>` elements of every type), and nothing else inline. Only these pages get the hash, so an inline
 * script anywhere else still fails the embedding tests.
 */
const IMPORT_MAP_PAGES = new Set(['/embed-html/shared-runtime.html']);

/** The CSP of a page with inline import maps: the strict policy plus `'sha256-…'` of each map's exact text. */
function importMapPolicy(html) {
  const hashes = [...html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
}

const root = resolve(import.meta.dirname, '..');
const cdnDirs = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name, 'dist', 'cdn'))
  .filter((dir) => existsSync(dir));

const mounts = [
  ['/embed-html/', join(root, 'examples/embed-html')],
  ['/react-host/', join(root, 'examples/react-host/dist')],
  ['/react-host-18/', join(root, 'examples/react-host-18/dist')],
  ['/iframe-embed/', join(root, 'examples/iframe-embed')],
];
/** Static example folders: no client-side routes, so no fallback to their index page. */
const staticMounts = new Set(['/embed-html/', '/iframe-embed/']);
/** Files of installed packages the examples load, by their address (served as they are, from node_modules). */
const vendorFiles = new Map([
  ['/vendor/iframe-resizer-parent.js', join(root, 'node_modules/@iframe-resizer/parent/index.umd.js')],
]);
const handlers = new Map(mounts.map(([prefix, dir]) => [prefix, sirv(dir, { dev: true, etag: true })]));
const cdn = cdnDirs.map((dir) => sirv(dir, { dev: true, etag: true }));

const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Campus examples</title></head>
<body><main><h1>Campus examples</h1><ul>
<li><a href="/embed-html/">Plain HTML page with the standalone elements (strict CSP)</a></li>
<li><a href="/embed-html/loyalty.html">Partner portal page with the loyalty widgets (strict CSP)</a></li>
<li><a href="/embed-html/token.html">Partner page signing its user in with a webservice token (strict CSP)</a></li>
<li><a href="/embed-html/shared-runtime.html">Several widgets on one shared runtime, mapped by an import map (strict CSP + its hash)</a></li>
<li><a href="/embed-html/course.html">An intranet course page with the activity player (?course=id, strict CSP)</a></li>
<li><a href="/embed-html/loader.html">Several widgets from one script tag: the loader, each widget's code fetched when its tag appears (strict CSP)</a></li>
<li><a href="/react-host/">React 19 host using the React components</a></li>
<li><a href="/react-host-18/">The same host built with React 18</a></li>
<li><a href="/iframe-embed/">Partner page framing the reference site (iframe-resizer, strict CSP)</a></li>
</ul></main></body></html>`;

/** HTML files are sent with the configured API base; everything else goes through sirv. */
function sendHtml(response, file, path) {
  const html = readFileSync(file, 'utf8').replaceAll(SOURCE_API_BASE, apiBase).replaceAll(SOURCE_SITE_BASE, siteBase);
  // Hashed after the replacements: the browser hashes the map as it receives it.
  if (IMPORT_MAP_PAGES.has(path)) response.setHeader('content-security-policy', importMapPolicy(html));
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

function notFound(response) {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

const server = createServer((request, response) => {
  response.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(INDEX);
    return;
  }
  if (path.startsWith('/cdn/')) {
    request.url = path.slice('/cdn'.length) + url.search;
    // Try each package's cdn folder in turn; the last one answers 404.
    const next = (index) =>
      index < cdn.length ? cdn[index](request, response, () => next(index + 1)) : notFound(response);
    next(0);
    return;
  }
  const vendorFile = vendorFiles.get(path);
  if (vendorFile !== undefined) {
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(readFileSync(vendorFile));
    return;
  }
  for (const [prefix, dir] of mounts) {
    if (path === prefix.slice(0, -1)) {
      response.writeHead(301, { location: prefix });
      response.end();
      return;
    }
    if (!path.startsWith(prefix)) continue;
    if (prefix === '/iframe-embed/') response.setHeader('content-security-policy', FRAMING_POLICY);
    const relative = normalize(path.slice(prefix.length) || 'index.html');
    const file = join(dir, relative);
    if (!file.startsWith(dir)) return notFound(response);
    const isPage = extname(file) === '.html' || (existsSync(file) && statSync(file).isDirectory());
    if (isPage) {
      const page = extname(file) === '.html' ? file : join(file, 'index.html');
      return existsSync(page) ? sendHtml(response, page, path) : notFound(response);
    }
    request.url = `/${relative}${url.search}`;
    return handlers.get(prefix)(request, response, () => {
      // Client-side routes of the React hosts fall back to their index page.
      const index = join(dir, 'index.html');
      return !staticMounts.has(prefix) && existsSync(index) ? sendHtml(response, index) : notFound(response);
    });
  }
  notFound(response);
});

server.listen(port, () => {
  console.log(`examples: http://localhost:${port}/ (API ${apiBase}, reference site ${siteBase})`);
  if (cdnDirs.length === 0) console.log('examples: no element bundles yet — run `npm run build` first');
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
