import { useEffect } from 'react';
import { audioPlayerOf } from '@campus/core';
import type { AudioQueueEntry } from '@campus/core';
import { SEEK_STEP_SECONDS } from '@campus/core/rules';
import { useCampus } from '@campus/ui';

/** The Media Session actions the player answers (the lock screen, headset buttons, the browser's media hub). */
const ACTIONS: readonly MediaSessionAction[] = [
  'play',
  'pause',
  'seekbackward',
  'seekforward',
  'previoustrack',
  'nexttrack',
];

/**
 * Publishes the current episode to the Media Session (title, podcast, cover) and answers its actions through the
 * instance's audio player store, where the browser has `navigator.mediaSession`; clears both when nothing plays.
 */
export function useMediaSession(
  current: AudioQueueEntry | undefined,
  media: (path: string | null | undefined) => string | null,
): void {
  const campus = useCampus();
  const store = audioPlayerOf(campus);
  useEffect(() => {
    const session = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).mediaSession;
    if (!session || !current) return;
    const artwork = media(current.image ?? null);
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: current.title,
        artist: current.podcast_title,
        ...(artwork ? { artwork: [{ src: artwork }] } : {}),
      });
    }
    const handlers: Record<string, MediaSessionActionHandler> = {
      play: () => store.getState().setPlaying(true),
      pause: () => store.getState().setPlaying(false),
      seekbackward: (details) => store.getState().seekBy(-(details.seekOffset ?? SEEK_STEP_SECONDS)),
      seekforward: (details) => store.getState().seekBy(details.seekOffset ?? SEEK_STEP_SECONDS),
      previoustrack: () => store.getState().previous(),
      nexttrack: () => store.getState().next(),
    };
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, handlers[action] ?? null);
      } catch {
        // A browser that does not know an action refuses it; the others still work.
      }
    }
    return () => {
      session.metadata = null;
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [current, media, store]);
}
