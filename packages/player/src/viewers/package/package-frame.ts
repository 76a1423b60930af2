/**
 * The sandbox of the frame a package (HTML or SCORM) runs in. The package is served by the content origin, never
 * the site's or the API's, so `allow-same-origin` gives it its own origin's rights only — what authoring tools need
 * (their own storage, fetching their own files, the SCO frame reaching the nested SCO) — and nothing of the
 * player's page: it cannot read the learner's tokens or call the API as the learner. `allow-scripts` runs the
 * lesson, `allow-forms` its forms, `allow-popups` with `allow-popups-to-escape-sandbox` the links and documents it
 * opens in a new tab (as normal pages, not sandboxed ones that break), `allow-downloads` the files it offers. Left
 * out: `allow-top-navigation*` (a package never navigates the learner away from the player), `allow-modals`
 * (alert/confirm would block the player's page), `allow-pointer-lock`, `allow-presentation`.
 */
export const PACKAGE_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** What a package frame may use (the fullscreen button of its videos, autoplay after the learner's click). */
export const PACKAGE_FRAME_ALLOW = 'fullscreen; autoplay; encrypted-media';

/** The message an HTML package posts to its parent window when the learner finished it. */
export const HTML_COMPLETION_MESSAGE_TYPE = 'campus:complete';

/**
 * Whether a `message` event is an HTML package's completion call: `{ type: 'campus:complete' }` posted by the
 * package's own frame window (not another frame, not a window it opened) from the content origin that serves it.
 */
export function isCompletionMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frameWindow: Window | null,
  contentOrigin: string,
): boolean {
  if (frameWindow === null || event.source !== frameWindow || event.origin !== contentOrigin) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === HTML_COMPLETION_MESSAGE_TYPE
  );
}
