/**
 * The player's side of the content origin's offline bridge (issue 23; docs/server.md "Content origin", "Offline
 * packages"): a hidden frame of `{content origin}/.campus/offline/bridge.html` that keeps downloaded HTML and SCORM
 * packages in the content origin's Cache Storage, where that origin's service worker answers them offline. A package
 * must run on the content origin (never the site's: it would get the site's rights), and a page's own service worker
 * cannot serve a sandboxed or opaque frame, so the content origin stores and serves them itself.
 */

/** Where the offline service worker answers downloaded packages and its bridge page lives, on the content origin. */
export const OFFLINE_PACKAGE_PREFIX = '/.campus/offline/';

/** The bridge page's path on the content origin (query: `origin`, the player page's origin). */
export const OFFLINE_BRIDGE_PATH = `${OFFLINE_PACKAGE_PREFIX}bridge.html`;

/** A package the content origin keeps. */
export interface StoredPackage {
  readonly item_id: string;
  readonly updated_date: string;
  /** Bytes of its files, unzipped. */
  readonly size: number;
}

/** The bridge's answers (see the server's offline/bridge.js). */
export interface PackageBridge {
  /** Unzips the package's zip into the content origin's storage (replacing an older version whole). */
  install(itemId: string | number, zip: Blob, updatedDate: string): Promise<{ size: number }>;
  /** Deletes the package; resolves whether one was stored. */
  remove(itemId: string | number): Promise<boolean>;
  /** The packages stored. */
  list(): Promise<StoredPackage[]>;
  /** Removes the frame. */
  close(): void;
}

/** How long the bridge may take to load and register its service worker. */
const READY_TIMEOUT_MS = 30_000;

let nextRequest = 0;

/**
 * The content-origin base of a downloaded package's files offline: `{content origin}/.campus/offline/{item_id}/`.
 */
export function offlinePackageBase(contentOrigin: string, itemId: string | number): string {
  return new URL(`${OFFLINE_PACKAGE_PREFIX}${encodeURIComponent(String(itemId))}/`, contentOrigin).href;
}

/**
 * Opens the bridge of `contentOrigin` in a hidden frame and resolves once its service worker is active. Messages are
 * accepted only from that frame's window and that origin, and sent only to that origin.
 * @throws Error when the frame does not answer in time or the browser has no service workers for it
 */
export function openPackageBridge(contentOrigin: string, doc: Document = document): Promise<PackageBridge> {
  const origin = new URL(contentOrigin).origin;
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'Campus offline';
  const src = new URL(OFFLINE_BRIDGE_PATH, origin);
  src.searchParams.set('origin', doc.defaultView?.location.origin ?? globalThis.location.origin);
  frame.src = src.href;
  const view = doc.defaultView ?? globalThis.window;
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>();
  let ready: ((serviceWorker: boolean) => void) | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: unknown; id?: unknown; ok?: unknown; result?: unknown; error?: unknown };
    if (typeof data !== 'object' || data === null) return;
    if (data.type === 'campus:offline-ready') ready?.((data as { serviceWorker?: unknown }).serviceWorker === true);
    if (data.type !== 'campus:offline-answer' || typeof data.id !== 'string') return;
    const waiting = pending.get(data.id);
    if (waiting === undefined) return;
    pending.delete(data.id);
    if (data.ok === true) waiting.resolve(data.result);
    else waiting.reject(new Error(typeof data.error === 'string' ? data.error : 'offline bridge failed'));
  };
  const close = () => {
    view.removeEventListener('message', onMessage);
    frame.remove();
    for (const waiting of pending.values()) waiting.reject(new Error('offline bridge closed'));
    pending.clear();
  };
  const request = <T>(message: Record<string, unknown>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = `campus-offline-${Date.now()}-${nextRequest++}`;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      frame.contentWindow?.postMessage({ ...message, type: 'campus:offline-request', id }, origin);
    });
  view.addEventListener('message', onMessage);
  return new Promise<PackageBridge>((resolve, reject) => {
    const timer = setTimeout(() => {
      close();
      reject(new Error('the offline bridge did not answer'));
    }, READY_TIMEOUT_MS);
    ready = (serviceWorker) => {
      clearTimeout(timer);
      ready = undefined;
      if (!serviceWorker) {
        close();
        reject(new Error('no service worker on the content origin'));
        return;
      }
      resolve({
        install: (itemId, zip, updatedDate) =>
          request({ action: 'install', item_id: String(itemId), zip, updated_date: updatedDate }),
        remove: (itemId) => request({ action: 'remove', item_id: String(itemId) }),
        list: () => request({ action: 'list' }),
        close,
      });
    };
    doc.body.append(frame);
  });
}

/** Runs `work` with the bridge of `contentOrigin`, closing it afterwards. */
export async function withPackageBridge<T>(
  contentOrigin: string,
  work: (bridge: PackageBridge) => Promise<T>,
): Promise<T> {
  const bridge = await openPackageBridge(contentOrigin);
  try {
    return await work(bridge);
  } finally {
    bridge.close();
  }
}
