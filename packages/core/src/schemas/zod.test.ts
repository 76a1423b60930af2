import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('zod under a strict CSP', () => {
  it('turns the eval-based parsers off in a browser before any schema is created', async () => {
    vi.stubGlobal('document', {});
    vi.resetModules();
    const { config } = await import('zod');
    config({ jitless: false });
    await import('./zod.js');
    expect(config().jitless).toBe(true);
  });

  it('keeps them on a server', async () => {
    vi.resetModules();
    const { config } = await import('zod');
    config({ jitless: false });
    await import('./zod.js');
    expect(config().jitless).toBe(false);
  });
});
