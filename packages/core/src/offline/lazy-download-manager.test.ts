import { describe, expect, it, vi } from 'vitest';
import { createDownloadManager } from './create-download-manager.js';
import type { DownloadManager } from './create-download-manager.js';
import { createLazyDownloadManager } from './lazy-download-manager.js';
import { createMemoryFileStore } from './memory-file-store.js';
import { createMemoryRecordStore } from './offline-record-store.js';

const realManager = (): DownloadManager =>
  createDownloadManager({
    store: createMemoryFileStore(),
    records: createMemoryRecordStore(),
    fetch: () => Promise.resolve(new Response('file body')),
  });

describe('createLazyDownloadManager', () => {
  it('loads nothing until a download, a file or a removal is asked for', () => {
    const load = vi.fn(() => Promise.resolve(realManager()));
    const offline = createLazyDownloadManager(load);
    expect(offline.isDownloading(1)).toBe(false);
    expect(offline.cancel(1)).toBe(false);
    offline.cancelAll();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once and then acts as the real manager', async () => {
    const load = vi.fn(() => Promise.resolve(realManager()));
    const offline = createLazyDownloadManager(load);
    expect(await offline.getFile(7)).toBeNull();
    const result = await offline.download({
      item_id: 7,
      resource: 'https://files.example/a.pdf',
      updated_date: '2026-11-01T00:00:00Z',
    });
    expect(result.downloaded).toBe(true);
    expect(await (await offline.getFile(7))?.text()).toBe('file body');
    await offline.remove(7);
    expect(await offline.getFile(7)).toBeNull();
    expect(await offline.findResumableBytes(7, '2026-11-01T00:00:00Z')).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries loading again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<DownloadManager>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(realManager());
    const offline = createLazyDownloadManager(load);
    await expect(offline.getFile(1)).rejects.toThrow('dynamically imported');
    expect(await offline.getFile(1)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
