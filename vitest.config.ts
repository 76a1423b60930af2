import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve each other from `src/` through the "source" export condition. */
const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    projects: [
      {
        resolve: { conditions },
        // No 'import' here: Vitest passes these to Node as --conditions, which also apply to require(), and
        // 'import' would make CommonJS packages (pg → pg-pool) require the ESM build of their dependencies.
        // Node and Vite add 'import' to ESM imports by themselves.
        ssr: { resolve: { conditions: ['source', 'node', 'default'] } },
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { conditions },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./tests/setup/dom.ts'],
        },
      },
    ],
  },
});
