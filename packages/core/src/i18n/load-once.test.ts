import { describe, expect, it, vi } from 'vitest';
import { createLoadOnce } from './load-once.js';

describe('createLoadOnce', () => {
  it('shares one load per owner and language, running or done', async () => {
    const loadOnce = createLoadOnce<object>();
    const owner = {};
    const load = vi.fn(() => Promise.resolve());
    const first = loadOnce(owner, 'fr-FR', load);
    expect(loadOnce(owner, 'fr-FR', load)).toBe(first);
    await first;
    await loadOnce(owner, 'fr-FR', load);
    expect(load).toHaveBeenCalledTimes(1);
    await loadOnce(owner, 'es-ES', load);
    await loadOnce({}, 'fr-FR', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const loadOnce = createLoadOnce<object>();
    const owner = {};
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(loadOnce(owner, 'en-US', failing)).rejects.toThrow('offline');
    const working = vi.fn(() => Promise.resolve());
    await loadOnce(owner, 'en-US', working);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledTimes(1);
  });
});
