import type { ScoSession } from './sco-session.js';
import { SCO_UNLOADED_MESSAGE_TYPE, UNLOAD_SCO_MESSAGE } from './sco-frame-url.js';

/** How long a SCO may take to unload and terminate before its session is closed without it. */
export const LEAVE_SCO_TIMEOUT_MS = 3000;

/**
 * Leaves a SCO for another item: asks the SCO frame to unload the SCO, so that the SCO's unload handlers run
 * while the frame's API still reaches the player (their Terminate commits the last data), waits until the SCO frame
 * says it is unloaded or the SCO terminated (at most {@link LEAVE_SCO_TIMEOUT_MS}), then closes the session, which
 * commits whatever changed that the SCO did not commit and waits for the answers. A SCO that never initialized
 * (or already terminated) is left at once.
 */
export async function leaveSco(
  session: ScoSession,
  frame: HTMLIFrameElement | null,
  contentOrigin: string,
): Promise<void> {
  const frameWindow = frame?.contentWindow ?? null;
  if (session.initialized && !session.terminated && frameWindow !== null) {
    await new Promise<void>((resolve) => {
      const done = () => {
        globalThis.removeEventListener('message', onMessage);
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      };
      const onMessage = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (event.source !== frameWindow || event.origin !== contentOrigin) return;
        if (
          typeof data === 'object' &&
          data !== null &&
          (data as { type?: unknown }).type === SCO_UNLOADED_MESSAGE_TYPE
        ) {
          done();
        }
      };
      // The SCO's Terminate arrives through the session's bridge, which tells the session, not this function: look.
      const poll = setInterval(() => {
        if (session.terminated) done();
      }, 50);
      const timer = setTimeout(done, LEAVE_SCO_TIMEOUT_MS);
      globalThis.addEventListener('message', onMessage);
      frameWindow.postMessage(UNLOAD_SCO_MESSAGE, contentOrigin);
    });
  }
  await session.close();
}
