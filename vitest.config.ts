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
        ssr: { resolve: { conditions: ['source', 'node', 'import', 'default'] } },
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{core,server}/src/**/*.test.ts'],
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
