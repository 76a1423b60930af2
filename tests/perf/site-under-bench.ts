// The reference site as the site benchmarks measure it (`npm run bench:site`, `npm run profile:site`): built for
// production into a scratch folder and served by `vite preview`, calling the API on the site's own origin through
// the preview server's proxy (as behind the recommended reverse proxy; docs/site.md) or on the API's own origin;
// and a browser context signed in as the demo sales agent.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { build, preview } from 'vite';
import { demoUser } from '../../packages/server/src/test-support/demo-credentials.test-util';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The demo sales agent the benchmarks sign in as. */
export const AGENT = demoUser('agent');

/** Options of {@link serveBuiltSite}. */
export interface ServeBuiltSiteOptions {
  /** The API the site calls (and the preview server forwards the API's paths to). */
  readonly apiBase: string;
  /** `same`: the API on the site's origin, proxied (the recommended deployment); `cross`: on its own origin. */
  readonly apiOrigin: 'same' | 'cross';
  readonly port: number;
  /** Another Vite config of the site (an earlier one, to compare builds). @default packages/site/vite.config.ts */
  readonly configFile?: string;
  /** Source maps beside the chunks (for profiles). @default false */
  readonly sourcemap?: boolean;
  /** Serve this earlier build instead of building (left in place on close). */
  readonly outDir?: string;
  /** Leave the build made here in place on close, to serve it again (`outDir`). @default false */
  readonly keepBuild?: boolean;
}

/** Builds the site for production (unless `outDir` holds a build) and serves it with `vite preview`. */
export async function serveBuiltSite(options: ServeBuiltSiteOptions) {
  process.env['CAMPUS_SITE_API_BASE'] = options.apiOrigin === 'same' ? '/' : options.apiBase;
  process.env['CAMPUS_SITE_API_PROXY'] = options.apiBase;
  process.env['CAMPUS_SITE_PORT'] = String(options.port);
  const configFile = options.configFile ?? join(root, 'packages/site/vite.config.ts');
  const outDir = options.outDir ?? mkdtempSync(join(os.tmpdir(), 'campus-site-bench-'));
  if (options.outDir === undefined) {
    const sourcemap = options.sourcemap ?? false;
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap } });
  }
  const server = await preview({ configFile, logLevel: 'warn', build: { outDir }, preview: { port: options.port } });
  return {
    outDir,
    close: async () => {
      await server.close();
      if (options.outDir === undefined && options.keepBuild !== true) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Signs `context` in as the agent on `site`, with the cookie choice already made, and leaves its page blank. */
export async function signInAsAgent(context: BrowserContext, site: string): Promise<void> {
  await context.addCookies([{ name: 'campus_cookie_consent', value: 'all', url: site }]);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${site}/`);
  await page.getByLabel('Usuário, e-mail ou CPF').fill(AGENT.username);
  await page.getByLabel(/^Senha/).fill(AGENT.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
  await page.goto('about:blank');
}
