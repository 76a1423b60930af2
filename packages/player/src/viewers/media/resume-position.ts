import type { Campus } from '@campus/core';

/** Where a learner stopped in a media activity, kept on the device. */
export interface ResumePositions {
  read(activityId: number | string): number | null;
  write(activityId: number | string, seconds: number): void;
}

// Positions of instances without persistence (tests, `persist: false`) live as long as the page.
const memory = new Map<string, number>();

/** The browser's localStorage, or `undefined` where it is unusable (a sandboxed frame, blocked storage). */
function browserStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    storage.getItem('campus:probe');
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * The resume positions of the signed-in learner on this Campus instance: in localStorage under the instance's
 * storage namespace, the user and the activity (a position is not personal data worth the encrypted store, and it
 * must survive a reload), in memory when the instance persists nothing or storage is blocked. The core offers no
 * persisted store for player state, hence this small one.
 */
export function resumePositions(campus: Campus): ResumePositions {
  const session = campus.stores.session.getState();
  const user = String(session.id ?? session.email ?? 'anonymous');
  const storage = campus.config.persist ? browserStorage() : undefined;
  const keyOf = (activityId: number | string) =>
    `${campus.config.storageNamespace}:player-position:${user}:${String(activityId)}`;
  return {
    read(activityId) {
      const key = keyOf(activityId);
      const text = storage === undefined ? memory.get(key) : storage.getItem(key);
      const value = Number(text ?? Number.NaN);
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    write(activityId, seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) return;
      const key = keyOf(activityId);
      const value = Math.floor(seconds);
      if (storage === undefined) memory.set(key, value);
      else {
        try {
          storage.setItem(key, String(value));
        } catch {
          memory.set(key, value);
        }
      }
    },
  };
}

/**
 * Where to start a media of `duration` seconds stopped at `saved`: there, unless it was within the last 5 s (the
 * learner finished: start over) or the length is unknown.
 */
export function resumeAt(saved: number | null, duration: number): number {
  if (saved === null || !Number.isFinite(duration) || duration <= 0) return 0;
  return saved < duration - 5 ? saved : 0;
}
