import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The React 19 host: served by `npm run examples` under /react-host/. Packages resolve from their sources. */
export default defineConfig({
  base: '/react-host/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
