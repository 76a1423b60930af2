import type { StoreApi } from 'zustand/vanilla';
import type { SessionTokenStorage, StoredSessionTokens } from '../persistence/token-storage.js';
import type { SessionState } from '../stores/session.store.js';

/** Keeps a session's tokens in a device's {@link SessionTokenStorage} (spec §4, the iOS app). */
export interface DeviceTokenSync {
  /**
   * Lays the device's tokens over the session (they win: the device is their home), or, when it holds none, stores
   * the session's own (a session restored from the encrypted state before the adapter existed), then follows every
   * change. Call once, after the encrypted state is loaded. Never rejects.
   */
  start(): Promise<void>;
  /** Resolves when every queued write has finished. */
  settled(): Promise<void>;
  /** Stops following the session. */
  stop(): void;
}

const tokensOf = (state: SessionState): StoredSessionTokens | null =>
  state.access_token === null
    ? null
    : {
        access_token: state.access_token,
        refresh_token: state.refresh_token,
        user_firebase_token: state.user_firebase_token,
      };

const sameTokens = (a: SessionState, b: SessionState): boolean =>
  a.access_token === b.access_token &&
  a.refresh_token === b.refresh_token &&
  a.user_firebase_token === b.user_firebase_token;

/**
 * Creates the sync between the session store and a device's token storage. Writes are serialised and each writes
 * the session's tokens as they are when it runs, so a burst of changes ends with the latest tokens stored (a
 * rotated refresh token must never be overwritten by an older one). Failures go to `onError`, never to the app.
 */
export function createDeviceTokenSync(
  session: StoreApi<SessionState>,
  storage: SessionTokenStorage,
  onError: (error: unknown) => void,
): DeviceTokenSync {
  let queue: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | undefined;
  let stopped = false;

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    queue = queue.then(task).catch(onError);
    return queue;
  };
  const writeCurrent = (): Promise<void> => enqueue(() => storage.write(tokensOf(session.getState())));

  return {
    start: () =>
      enqueue(async () => {
        let stored: StoredSessionTokens | null = null;
        try {
          stored = await storage.read();
        } catch (error) {
          onError(error);
        }
        if (stopped) return;
        if (stored !== null) session.getState().setTokens(stored);
        else if (session.getState().access_token !== null) void writeCurrent();
        unsubscribe = session.subscribe((state, previous) => {
          if (!sameTokens(state, previous)) void writeCurrent();
        });
      }),
    settled: () => queue,
    stop: () => {
      stopped = true;
      unsubscribe?.();
    },
  };
}
