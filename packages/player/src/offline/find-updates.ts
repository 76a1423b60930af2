import type { OfflineCourseRecord } from '@campus/core';
import type { ActivityLaunch } from '@campus/core/schemas';

/**
 * The downloads whose content changed since they were stored (issue 23: "re-downloaded only when `updated_date`
 * changes"): each stored item is launched (the launch answers the content's `updated_date` and a fresh download
 * address) and kept when its date differs from the record's. An item that cannot be launched now (offline, no
 * longer open to the learner) is left out: its stored copy stays usable.
 * @returns the launches of the items with an update, by item id
 */
export async function findUpdates(
  records: Readonly<Record<string, OfflineCourseRecord>>,
  launch: (itemId: OfflineCourseRecord['item_id']) => Promise<ActivityLaunch>,
): Promise<Map<string, ActivityLaunch>> {
  const found = new Map<string, ActivityLaunch>();
  const stored = Object.values(records).filter((record) => !record.downloading);
  const answers = await Promise.allSettled(stored.map((record) => launch(record.item_id)));
  answers.forEach((answer, index) => {
    const record = stored[index];
    if (record === undefined || answer.status !== 'fulfilled') return;
    const { updated_date: updatedDate, download } = answer.value;
    if (download !== undefined && updatedDate !== undefined && updatedDate !== record.updated_date) {
      found.set(String(record.item_id), answer.value);
    }
  });
  return found;
}
