/**
 * Downloads of HTML and SCORM packages (issue 23; docs/player.md "Offline downloads"). The package's zip is downloaded
 * like any file — core's download manager: progress 0 → 1, resumed with Range, renewed token, its record in
 * `offline_course` — then handed to the content origin's offline bridge, which unzips it into that origin's storage
 * where its service worker answers `/.campus/offline/{item_id}/{path}`. The record then also keeps the package's
 * offline launch ({@link offlinePackageLaunch}), which the viewers open when the browser is offline.
 */
import type { Campus, OfflineCourseRecord } from '@campus/core';
import type { DownloadOptions } from '@campus/core';
import type { ActivityLaunch, DownloadRequest } from '@campus/core/schemas';
import { offlinePackageBase, withPackageBridge } from './package-bridge.js';

const PACKAGE_TYPES: ReadonlySet<string> = new Set(['html', 'scorm']);

/** A file at hand does not expire. */
const FAR_FUTURE = '9999-12-31T23:59:59Z';

/** Whether activities of this type are packages (played from the content origin's offline storage). */
export function isPackageType(type: string | undefined): boolean {
  return type !== undefined && PACKAGE_TYPES.has(type);
}

/**
 * The launch a downloaded package plays with offline: the same entry page (and SCORM table of contents) under
 * `{content origin}/.campus/offline/{item_id}/` instead of the launch token, never expiring.
 */
export function offlinePackageLaunch(launch: ActivityLaunch, itemId: string | number): ActivityLaunch {
  const base = offlinePackageBase(new URL(launch.base_url).origin, itemId);
  const entry = launch.url.startsWith(launch.base_url) ? launch.url.slice(launch.base_url.length) : '';
  return {
    url: new URL(entry, base).href,
    base_url: base,
    expires_at: FAR_FUTURE,
    ...(launch.scorm === undefined ? {} : { scorm: launch.scorm }),
    ...(launch.updated_date === undefined ? {} : { updated_date: launch.updated_date }),
  };
}

/** Whether a launch is a downloaded package's offline one. */
export function isOfflinePackageLaunch(launch: ActivityLaunch): boolean {
  return new URL(launch.base_url).pathname.startsWith('/.campus/offline/');
}

/**
 * Downloads an activity's content for offline use: core's download manager, then for a package the content origin's
 * bridge (a failure there removes the download: a package stored without its files would not play).
 */
export async function downloadForOffline(
  campus: Campus,
  request: DownloadRequest,
  launch: ActivityLaunch,
  options: DownloadOptions,
): Promise<void> {
  await campus.offline.download(request, options);
  if (!isPackageType(request.type)) return;
  try {
    const zip = await campus.offline.getFile(request.item_id);
    if (zip === null) throw new Error('the downloaded package is gone');
    await withPackageBridge(new URL(launch.base_url).origin, (bridge) =>
      bridge.install(request.item_id, zip, request.updated_date),
    );
    const offlineCourse = campus.stores.offlineCourse.getState();
    const record = offlineCourse.records[String(request.item_id)];
    if (record === undefined) throw new Error('the download was removed meanwhile');
    offlineCourse.upsertOfflineRecord({ ...record, launch: offlinePackageLaunch(launch, request.item_id) });
  } catch (error) {
    await campus.offline.remove(request.item_id).catch(() => undefined);
    throw error;
  }
}

/** Deletes a download: a package's files on the content origin too (best effort: offline it may fail), then the record. */
export async function removeDownload(campus: Campus, record: OfflineCourseRecord): Promise<void> {
  if (record.launch !== undefined) {
    await withPackageBridge(new URL(record.launch.base_url).origin, (bridge) => bridge.remove(record.item_id)).catch(
      () => undefined,
    );
  }
  await campus.offline.remove(record.item_id);
}
