import type { DownloadManager } from './create-download-manager.js';

/**
 * A download manager whose code loads on first use. Only the activity player downloads files, yet every Campus
 * has `offline`: deferring it keeps the download code out of each widget's first download. Until the manager
 * has loaded nothing is running, so the synchronous questions have their answers without it (a download asked
 * for in the few milliseconds the code takes to arrive counts as running, and can be cancelled, once it starts).
 * @param load resolves the real manager; called once (again after a failure)
 */
export function createLazyDownloadManager(load: () => Promise<DownloadManager>): DownloadManager {
  let manager: DownloadManager | undefined;
  let loading: Promise<DownloadManager> | undefined;
  const loaded = (): Promise<DownloadManager> =>
    (loading ??= load().then(
      (created) => (manager = created),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    download: (request, options) => loaded().then((real) => real.download(request, options)),
    cancel: (itemId) => manager?.cancel(itemId) ?? false,
    cancelAll: () => manager?.cancelAll(),
    isDownloading: (itemId) => manager?.isDownloading(itemId) ?? false,
    resumableBytes: (itemId) => manager?.resumableBytes(itemId) ?? 0,
    findResumableBytes: (itemId, updatedDate) => loaded().then((real) => real.findResumableBytes(itemId, updatedDate)),
    getFile: (itemId) => loaded().then((real) => real.getFile(itemId)),
    remove: (itemId) => loaded().then((real) => real.remove(itemId)),
    releaseFile: (itemId) => loaded().then((real) => real.releaseFile(itemId)),
  };
}
