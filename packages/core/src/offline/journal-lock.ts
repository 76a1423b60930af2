/**
 * Runs one tab's replay at a time. With the Web Locks API (every current browser) the lock spans the origin's
 * tabs: a tab that finds it held skips its replay, the holder sends everything. Without it (Node, old WebViews)
 * only the instance's own replays are serialized.
 */
export type JournalLock = (name: string, work: () => Promise<void>) => Promise<boolean>;

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<boolean>,
  ): Promise<boolean>;
}

/** The Web Locks lock when `navigator.locks` exists, else one that always runs the work. */
export function createJournalLock(
  locks: LockManagerLike | undefined = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks,
): JournalLock {
  if (locks === undefined) {
    return async (_name, work) => {
      await work();
      return true;
    };
  }
  return (name, work) =>
    locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock === null) return false;
      await work();
      return true;
    });
}
