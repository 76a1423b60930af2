import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@campus/core';
import { CHUNK_LOAD_TIMEOUT_MS } from '@campus/core/rules';
import { CHUNK_FAILURE_EVENT } from '../errors/chunk-load';
import { chunkAddressOf, siteRouteMatcher } from './create-site-router';
import type { SiteRoute } from './site-routes';

/** The lazy page the router loads for the first served route. */
function lazyOf(routes: readonly SiteRoute[]): () => Promise<() => unknown> {
  const first = routes[0] as SiteRoute;
  const route = siteRouteMatcher(routes)(buildPath(first.name as 'faq'));
  if (route.lazy === undefined) throw new Error(`${first.name} is not a lazy page`);
  return route.lazy as () => Promise<() => unknown>;
}

/** What the page's component throws when it renders (its chunk's failure, for the route's error boundary). */
async function failureOf(lazy: () => Promise<() => unknown>): Promise<unknown> {
  const Component = await lazy();
  try {
    Component();
  } catch (error) {
    return error;
  }
  throw new Error('the page rendered');
}

describe('siteRouteMatcher: page chunks are loaded with the 120 s limit and reported with an address (spec §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('names the route and its path when a chunk does not arrive within 120 s', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reports: unknown[] = [];
    const listener = (event: Event) => reports.push((event as CustomEvent).detail);
    window.addEventListener(CHUNK_FAILURE_EVENT, listener);
    const faq: SiteRoute = { name: 'faq', load: () => new Promise(() => undefined) };
    const outcome = expect(failureOf(lazyOf([faq]))).resolves.toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      address: 'route faq (/faq)',
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    window.removeEventListener(CHUNK_FAILURE_EVENT, listener);
    expect(chunkAddressOf(faq)).toBe('route faq (/faq)');
    expect(reports).toEqual([{ type: 'timeout', address: 'route faq (/faq)' }]);
    expect(warn).toHaveBeenCalledWith('[campus] timeout load failure', 'route faq (/faq)');
  });

  it("reports the browser's URL of a failed import, and the route when the message names none", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = (message: string): SiteRoute => ({
      name: 'reward-store',
      load: () => Promise.reject(new TypeError(message)),
    });
    await expect(
      failureOf(
        lazyOf([failing('Failed to fetch dynamically imported module: http://localhost:3100/assets/reward-abc.js')]),
      ),
    ).resolves.toMatchObject({ type: 'chunk', address: 'http://localhost:3100/assets/reward-abc.js' });
    await expect(failureOf(lazyOf([failing('Importing a module script failed.')]))).resolves.toMatchObject({
      type: 'chunk',
      address: 'route reward-store (/reward-store)',
    });
  });

  it('gives the page its component once the chunk arrives', async () => {
    const Page = () => null;
    await expect(lazyOf([{ name: 'home', load: () => Promise.resolve({ default: Page }) }])()).resolves.toBe(Page);
  });
});
