/**
 * The answers of the offline content routes (see offline-content.ts for the contract): apart from the route's
 * registration so they can be tested without a service worker.
 */
import {
  OFFLINE_CONTENT_POLICY,
  OFFLINE_CONTENT_PREFIX,
  OFFLINE_FILES_KEY_BASE,
  offlineFileName,
  packageFileContentType,
} from '@campus/core';
import { unzipSync } from 'fflate';

/** The item and the file a path under {@link OFFLINE_CONTENT_PREFIX} names, or `null` for a malformed one. */
export function offlineContentTarget(pathname: string): { itemId: string; path: string } | null {
  if (!pathname.startsWith(OFFLINE_CONTENT_PREFIX)) return null;
  const segments = pathname.slice(OFFLINE_CONTENT_PREFIX.length).split('/');
  const decoded: string[] = [];
  for (const raw of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // The browser resolves dot segments before asking; a crafted request must not climb out of the package.
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    decoded.push(segment);
  }
  const [itemId, ...path] = decoded;
  if (itemId === undefined || !/^[\w-]+$/.test(itemId) || path.length === 0) return null;
  return { itemId, path: path.join('/') };
}

// The last package read, so the dozens of files a page loads do not each read the whole zip from Cache Storage.
let recent: { itemId: string; key: string; bytes: Uint8Array } | null = null;

async function packageBytes(storage: CacheStorage, itemId: string): Promise<Uint8Array | null> {
  const key = `${OFFLINE_FILES_KEY_BASE}${encodeURIComponent(offlineFileName(itemId, 'zip'))}`;
  const stored = await storage.match(key);
  if (stored === undefined) {
    if (recent?.itemId === itemId) recent = null; // deleted meanwhile
    return null;
  }
  const length = stored.headers.get('content-length');
  if (recent?.itemId === itemId && recent.key === `${key}#${length}`) return recent.bytes;
  const bytes = new Uint8Array(await stored.arrayBuffer());
  recent = { itemId, key: `${key}#${length}`, bytes };
  return bytes;
}

/**
 * The answer to a request for a downloaded package's file: the file from the stored zip with the sandbox policy, or
 * 404 (no such download, no such file) — never the network, never the app shell.
 */
export async function offlineContentResponse(url: URL, storage: CacheStorage = caches): Promise<Response> {
  const headers = {
    'content-security-policy': OFFLINE_CONTENT_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
  const target = offlineContentTarget(url.pathname);
  const bytes = target === null ? null : await packageBytes(storage, target.itemId);
  if (target === null || bytes === null) return new Response('Not found', { status: 404, headers });
  let file: Uint8Array | undefined;
  try {
    file = unzipSync(bytes, { filter: (entry) => entry.name === target.path })[target.path];
  } catch {
    file = undefined;
  }
  if (file === undefined) return new Response('Not found', { status: 404, headers });
  return new Response(file as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, 'content-type': packageFileContentType(target.path) },
  });
}
