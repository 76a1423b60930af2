import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve each other from `src/` through the "source" export condition. */
const conditions = ['source', 'module', 'browser', 'development|production'];

/**
 * A test may take longer than Vitest's default 5 s when both workers are busy: its waits (findBy*, waitFor) are
 * bounded at 5 s by tests/setup/dom.ts, and a test holds several of them. Set in each project: an inline project
 * does not inherit the root's test options.
 */
const TEST_TIMEOUT_MS = 15_000;

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    // Vitest's default is one worker per core minus one: a single worker on CI's 2 cores. Most files wait on a
    // database or a child process rather than the CPU, so two workers there halve the wall time.
    maxWorkers: 2,
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
          testTimeout: TEST_TIMEOUT_MS,
          include: ['packages/*/src/**/*.test.ts'],
          // Files share their worker's modules instead of importing everything again (a quarter of the time):
          // each server test file builds its own app and database, so nothing of one file reaches another.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { conditions },
        test: {
          name: 'dom',
          environment: 'jsdom',
          testTimeout: TEST_TIMEOUT_MS,
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./tests/setup/dom.ts'],
          // Isolated (Vitest's default): element tests register custom elements in a page of their own, and a
          // registry shared across files made the typing tests depend on which file ran first.
        },
      },
    ],
  },
});
