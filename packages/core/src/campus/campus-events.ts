import type { JournalEntry } from '../offline/journal-storage.js';

/** Why a session ended on its own. */
export interface SessionExpiredDetail {
  /**
   * The server's code for the refused refresh, e.g. `user_blocked` ('Você foi bloqueado', spec §4 "blocked users
   * lose access") so a host can say why; null when the session simply expired or the token was rejected.
   */
  code: string | null;
}

/** Events a Campus instance emits, with their payloads. */
export interface CampusEvents {
  /**
   * The session ended on its own (refresh refused, webservice token rejected, spec §4): the session is
   * already cleared; the host should go to login. Fires once per expiry.
   */
  'session-expired': SessionExpiredDetail;
  /** The interface language changed (URL, `setLocale`, or the user's language selection). */
  'locale-changed': string;
  /** A background task failed without breaking anything (persistence write, realtime connection, loading a language's messages, the progress journal's storage). */
  error: { source: 'persistence' | 'realtime' | 'i18n' | 'journal'; error: unknown };
  /** A write kept on the device (progress journal) reached the API: the entry and the API's answer (unparsed). */
  'journal-sent': { entry: JournalEntry; data: unknown };
  /**
   * The API refused a write kept on the device for good (a 4xx) when it was sent late: it stays in the journal as
   * refused (`campus.journal.entries()`) and is never sent again; the host tells the learner.
   */
  'journal-refused': { entry: JournalEntry; error: unknown };
}

/** A listener of one Campus event. */
export type CampusListener<E extends keyof CampusEvents> = (payload: CampusEvents[E]) => void;

/** A tiny typed emitter, one per instance. A throwing listener does not stop the others. */
export interface CampusEmitter {
  on<E extends keyof CampusEvents>(event: E, listener: CampusListener<E>): () => void;
  emit<E extends keyof CampusEvents>(event: E, payload: CampusEvents[E]): void;
  /** Number of listeners (all events), for leak checks. */
  size(): number;
  clear(): void;
}

/** Creates an emitter. */
export function createCampusEmitter(): CampusEmitter {
  const listeners = new Map<keyof CampusEvents, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as CampusListener<typeof event>)(payload);
        } catch (error) {
          // A host's listener bug must not break session handling; surface it without rethrowing.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    size: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
    clear: () => listeners.clear(),
  };
}
