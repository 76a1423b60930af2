/**
 * Downloads of HTML and SCORM packages (issue 23; docs/player.md "Offline downloads"). The package's zip is downloaded
 * like any file — core's download manager: progress 0 → 1, resumed with Range, renewed token, its record in
 * `offline_course` — then handed to the content origin's offline bridge, which unzips it into that origin's storage
 * where its service worker answers `/.campus/offline/{item_id}/{path}`. The zip's bytes are then dropped from the
 * site's storage (one copy on the device: the content origin's files), the record staying with the files' size, the
 * package's offline launch ({@link offlinePackageLaunch}), which the viewers open when the browser is offline, and
 * for SCORM its SCOs' data models as the server stores them (a SCO opened offline resumes from them).
 */
import type { Campus, OfflineCourseRecord } from '@campus/core';
import type { Id } from '@campus/core';
import type { DownloadOptions } from '@campus/core';
import type { ActivityLaunch, DownloadRequest } from '@campus/core/schemas';
import { offlinePackageBase, withPackageBridge } from './package-bridge.js';
import { fetchScormRuntimes } from './scorm-runtimes.js';

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
    const installed = await withPackageBridge(new URL(launch.base_url).origin, (bridge) =>
      bridge.install(request.item_id, zip, request.updated_date),
    );
    // A SCORM package's SCOs resume offline from the learner's state on the server (scorm-runtimes.ts).
    const runtimes =
      request.type === 'scorm' && launch.scorm !== undefined
        ? await fetchScormRuntimes(campus, request.item_id, launch.scorm)
        : undefined;
    // One copy on the device: the content origin's files. The zip goes; its record stays, with what is kept.
    const record = await campus.offline.releaseFile(request.item_id);
    if (record === undefined) throw new Error('the download was removed meanwhile');
    campus.stores.offlineCourse.getState().upsertOfflineRecord({
      ...record,
      size: installed.size,
      launch: offlinePackageLaunch(launch, request.item_id),
      ...(runtimes === undefined ? {} : { scorm_runtimes: runtimes }),
    });
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

/**
 * Checks downloaded packages against what their content origin keeps: its storage may have been cleared (site data
 * deleted, evicted under storage pressure), and the device holds no other copy. A package the content origin no
 * longer lists (or lists in another version) is forgotten here too — its record goes, so the player offers its
 * download again instead of framing files that are gone. A package whose zip an older player kept beside its files
 * has the zip dropped once the content origin is seen to hold them. Packages whose content origin cannot be asked now
 * (offline without its worker, no answer) are left as they are; records of running downloads are never touched.
 * @returns the ids of the packages forgotten
 */
export async function checkStoredPackages(campus: Campus, records: readonly OfflineCourseRecord[]): Promise<Id[]> {
  const byOrigin = new Map<string, OfflineCourseRecord[]>();
  for (const record of records) {
    if (record.launch === undefined || record.downloading || !isPackageType(record.type)) continue;
    const origin = new URL(record.launch.base_url).origin;
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), record]);
  }
  const forgotten: Id[] = [];
  for (const [origin, stored] of byOrigin) {
    const kept = await withPackageBridge(origin, (bridge) => bridge.list()).catch(() => undefined);
    if (kept === undefined) continue;
    for (const record of stored) {
      // The record as it is now: a download or a removal may have started meanwhile.
      const current = campus.stores.offlineCourse.getState().records[String(record.item_id)];
      if (current?.launch === undefined || current.downloading || campus.offline.isDownloading(record.item_id))
        continue;
      const found = kept.find((entry) => entry.item_id === String(record.item_id));
      if (found !== undefined && found.updated_date === current.updated_date) {
        if (current.src !== '') await campus.offline.releaseFile(record.item_id).catch(() => undefined);
        continue;
      }
      await campus.offline.remove(record.item_id);
      forgotten.push(record.item_id);
    }
  }
  return forgotten;
}
