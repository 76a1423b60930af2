import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';

/** Where the site listens: `CAMPUS_SITE_PORT`, 3000 by default (README "Quick start"). */
const port = Number(process.env['CAMPUS_SITE_PORT'] ?? 3000);
/** The API the site talks to, written into index.html at build time (`CAMPUS_SITE_API_BASE`). */
const apiBase = process.env['CAMPUS_SITE_API_BASE'] ?? 'http://localhost:8000';

/**
 * Writes the API base into `<meta name="campus-api-base">`, so one built site can be pointed at another API
 * by editing index.html, and src/campus.ts reads it without any build-time constant.
 */
function apiBaseMeta(): Plugin {
  return {
    name: 'campus-api-base-meta',
    transformIndexHtml: (html) => html.replace('%CAMPUS_API_BASE%', apiBase),
  };
}

/**
 * The reference site: a Vite + React app. Workspace packages resolve from their sources (the "source"
 * export condition), as in Vitest and Storybook, so nothing needs building before `npm start`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), apiBaseMeta()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port, strictPort: true, host: 'localhost' },
  preview: { port, strictPort: true, host: 'localhost' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // React is CommonJS: pre-bundle it up front so a cold dev server never serves the raw CJS file.
  optimizeDeps: {
    include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'react-router'],
  },
  logLevel: 'info',
});
