import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const here = import.meta.dirname;
const ownCopy = (name: string) => resolve(here, 'node_modules', name);

/**
 * The react-host example's sources built against React 18.3: every `react`/`react-dom` import — the app's, the
 * Campus packages', their dependencies' — resolves to this workspace's own React 18 copy.
 */
export default defineConfig({
  root: resolve(here, '../react-host'),
  base: '/react-host-18/',
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: /^react(\/.*)?$/, replacement: `${ownCopy('react')}$1` },
      { find: /^react-dom(\/.*)?$/, replacement: `${ownCopy('react-dom')}$1` },
    ],
  },
  build: { outDir: resolve(here, 'dist'), emptyOutDir: true },
  logLevel: 'warn',
});
