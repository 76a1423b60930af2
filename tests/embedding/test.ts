import { test as base } from '@playwright/test';
import { examplesPort } from '../../playwright.config';

export { expect } from '@playwright/test';

/** How long a worker waits for the examples server: its build's own timeout in playwright.config.ts. */
const EXAMPLES_WAIT_MS = 600_000;
const examplesUrl = `http://localhost:${examplesPort}/`;

/** Whether the examples server answers. */
async function examplesAnswer(): Promise<boolean> {
  try {
    const response = await fetch(examplesUrl, { signal: AbortSignal.timeout(5_000) });
    return response.status < 404;
  } catch {
    return false;
  }
}

/**
 * Playwright's `test` for the embedding specs: each worker first waits until the examples server answers. That
 * server is deferred (scripts/e2e-servers.mjs): its build runs while the e2e project's tests do, instead of every
 * test waiting ~5 minutes for it, and the embedding project is dispatched after the e2e one. Every spec of this
 * folder imports `test` from here (eslint.config.mjs says so).
 */
export const test = base.extend<object, { examplesServer: string }>({
  examplesServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const deadline = Date.now() + EXAMPLES_WAIT_MS;
      while (!(await examplesAnswer())) {
        if (Date.now() > deadline) throw new Error(`the examples server did not answer at ${examplesUrl}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await use(examplesUrl);
    },
    { scope: 'worker', auto: true, timeout: EXAMPLES_WAIT_MS + 10_000 },
  ],
});
