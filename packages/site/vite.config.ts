import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { preactCompat } from '../../scripts/preact-compat.mjs';
import { pureSchemas } from '../../scripts/pure-schemas.mjs';
import { pdfjsAssets } from './scripts/vite-pdfjs-assets';
import { API_PATH_PREFIXES } from './src/app/api-paths';

/** Where the site listens: `CAMPUS_SITE_PORT`, 3000 by default (README "Quick start"). */
const port = Number(process.env['CAMPUS_SITE_PORT'] ?? 3000);
/**
 * The API the site talks to, written into index.html at build time (`CAMPUS_SITE_API_BASE`): another origin, or
 * `/` (or empty) — the site's own origin, where a reverse proxy in front of both forwards the API's paths (the
 * recommended production deployment, docs/site.md: no CORS preflight before each API call).
 */
const apiBase = (process.env['CAMPUS_SITE_API_BASE'] ?? 'http://localhost:8000') || '/';
/** Whether the API base is absolute (another origin) rather than relative to the site's origin. */
const crossOriginApi = URL.canParse(apiBase);
/**
 * Where the dev server and `vite preview` forward the API's paths (src/app/api-paths.ts), so a site built with
 * `CAMPUS_SITE_API_BASE=/` works on them as behind a production reverse proxy: `CAMPUS_SITE_API_PROXY`, by default
 * the API base's origin when it is absolute, else the local API on :8000.
 */
const apiProxyTarget =
  process.env['CAMPUS_SITE_API_PROXY'] ?? (crossOriginApi ? new URL(apiBase).origin : 'http://localhost:8000');
/**
 * The API's paths forwarded as they are (the Host header too, as a reverse proxy keeps it; no `X-Forwarded-For`,
 * so the demo API's development stand-ins still see a local caller). Server-sent events stream through.
 */
const apiProxy = Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [prefix, { target: apiProxyTarget }]));
/**
 * The origins allowed to frame the site (iframe mode, docs/embedding.md §10): `CAMPUS_SITE_FRAME_ANCESTORS`,
 * origins separated by spaces or commas; by default the host examples (`npm run examples` on :4000, the
 * browser tests' examples server on :4100). The site itself may always frame itself.
 */
const frameAncestors = (process.env['CAMPUS_SITE_FRAME_ANCESTORS'] ?? 'http://localhost:4000 http://localhost:4100')
  .split(/[\s,]+/)
  .filter((origin) => origin !== '');
/**
 * Sent by the dev server and `vite preview`: only the listed origins may frame the site. A deployment's own
 * web server must send the same header (a `<meta>` policy cannot hold `frame-ancestors`).
 */
const headers = { 'Content-Security-Policy': `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim() };

/**
 * Writes the API base into `<meta name="campus-api-base">`, so one built site can be pointed at another API
 * by editing index.html, and src/campus.ts reads it without any build-time constant. The frame ancestors go
 * into `<meta name="campus-frame-ancestors">` the same way: iframe mode (src/iframe) only talks to them. A
 * `<link rel="preconnect">` to a cross-origin API goes beside them.
 */
function apiBaseMeta(): Plugin {
  return {
    name: 'campus-api-base-meta',
    transformIndexHtml: (html) => ({
      html: html.replace('%CAMPUS_API_BASE%', apiBase),
      tags: [
        // A cross-origin API's calls carry an Authorization header: opening the connection while the entry chunk
        // downloads saves its DNS, TCP and TLS round trips from the first request (and its preflight). A
        // same-origin API uses the page's own connection.
        ...(crossOriginApi
          ? [
              {
                tag: 'link',
                attrs: { rel: 'preconnect', href: new URL(apiBase).origin, crossorigin: '' },
                injectTo: 'head' as const,
              },
            ]
          : []),
        {
          tag: 'meta',
          attrs: { name: 'campus-frame-ancestors', content: frameAncestors.join(' ') },
          injectTo: 'head',
        },
      ],
    }),
  };
}

/**
 * The workspace packages whose modules several pages share, in the order their chunks take them: the toolkit and
 * core first, so the feature packages' chunks hold their own modules only.
 */
const SHARED_PACKAGES = [
  'ui',
  'core',
  ...readdirSync(fileURLToPath(new URL('..', import.meta.url)))
    .filter((name) => name !== 'ui' && name !== 'core' && name !== 'site')
    .sort(),
];

/**
 * The chunks of the modules several pages share: one per workspace package (`shared-ui`, `shared-core`,
 * `shared-rewards`, …) and the site's own (`shared-site`, its page modules left to their routes' chunks). Grouped by
 * the set of pages sharing them instead (the fourth pass's groups, the small ones merged into a neighbour), the
 * reward store fetched 23 files (51 KB gzip) and the catalogue's and player's pages 20: on a phone's connection, six
 * at a time, their first paint waited for four rounds of requests (Lighthouse's simulation of the reward store: 0.8 s
 * of its 2.6 s), and the merges dragged in code they do not use (the forum's, with the store). By package the reward
 * store fetches 6 files (36 KB), the catalogue list 6 (39 KB), the player page 5 (48 KB) and the home 4 (26 KB
 * instead of 8 files, 12 KB). Libraries' modules are left to automatic chunking.
 */
const sharedChunks = [
  ...SHARED_PACKAGES.map((name) => ({
    name: `shared-${name}`,
    test: new RegExp(`[\\\\/]packages[\\\\/]${name}[\\\\/]`),
    minShareCount: 2,
  })),
  {
    name: 'shared-site',
    test: (id: string) => /[\\/]packages[\\/]site[\\/]src[\\/]/.test(id) && !/-page\.tsx$/.test(id),
    minShareCount: 2,
  },
];

/**
 * Long-lived libraries in chunks of their own, apart from the site's code: a deployment of the site changes
 * the entry chunk, not these, so a returning visitor keeps them cached. (Each page is already its own chunk:
 * src/routes/site-routes.ts loads them lazily.) The rest of what the first render needs (the `$initial` modules:
 * the entry's static imports, the site's shell, core and toolkit) is one chunk, not the forty small chunks of
 * modules the entry shares with pages that automatic chunking made: each was a request of its own, and a slow
 * phone connection fetches six at a time.
 */
const vendorChunks = [
  { name: 'vendor-render', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/, priority: 3 },
  { name: 'vendor-core', test: /[\\/]node_modules[\\/](i18next|ky|zustand)[\\/]/, priority: 1 },
  { name: 'shell', tags: ['$initial' as const] },
  // The modules several pages share: one chunk per workspace package (issue 27, fourteenth pass).
  ...sharedChunks,
];

/**
 * The service worker (issue 23, src/sw/service-worker.ts): our own code with Workbox modules, built by
 * vite-plugin-pwa's injectManifest strategy into `service-worker.js` (a classic script: every browser with service
 * workers runs it) with the precache list of the app shell: index.html, the entry and every lazily loaded chunk
 * (pages, message catalogues, the player's viewers and pdf.js's worker), styles, icons and the manifest. pdf.js's
 * character maps, fonts and decoders are left to a runtime cache (they load per PDF). The manifest stays the
 * hand-written public/manifest.webmanifest; the registration is the site's own (src/sw/start-service-worker.ts: no
 * inline script, so a strict `script-src 'self'` holds). Off in the dev server.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  devOptions: { enabled: false },
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,woff2}'],
    globIgnores: ['assets/pdfjs/**', 'service-worker.js'],
    // pdf.js's worker (~1.2 MB) is the largest file the shell needs: a PDF downloaded for offline use must open.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/**
 * The built site renders with preact/compat, as the standalone element bundles do (scripts/preact-compat.mjs,
 * issue 27): react-dom alone was 67 KB of the entry page's gzipped JS, Preact is 8.5. The components use only
 * what preact/compat implements, and so does react-router 7. The dev server keeps React (its Fast Refresh and
 * development warnings); React hosts of the widget packages keep React too.
 */
const preactBuild: Plugin = { ...preactCompat(), apply: 'build' };

/**
 * The core's schema modules declare schemas and nothing else: marked pure (scripts/pure-schemas.mjs, as in the
 * element bundles), the ones no module of a chunk uses are dropped instead of riding along with the ones it uses.
 */
const pureSchemasBuild: Plugin = { ...pureSchemas(), apply: 'build' };

/**
 * The reference site: a Vite + React app. Workspace packages resolve from their sources (the "source"
 * export condition), as in Vitest and Storybook, so nothing needs building before `npm start`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [preactBuild, react(), pureSchemasBuild, apiBaseMeta(), pdfjsAssets(), serviceWorker],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port, strictPort: true, host: 'localhost', headers, proxy: apiProxy },
  preview: { port, strictPort: true, host: 'localhost', headers, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  // React is CommonJS: pre-bundle it up front so a cold dev server never serves the raw CJS file.
  optimizeDeps: {
    include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
  },
  logLevel: 'info',
});
