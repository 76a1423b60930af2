/*
 * YouTube's embed postMessage protocol, without the `iframe_api` script (it breaks `script-src 'self'`): the page
 * sends `{"event":"listening"}` to the iframe, which then posts `infoDelivery` messages with the player's
 * `currentTime`, `duration` and `playerState` as they change, and `onStateChange` with the new state.
 */

/** The origins YouTube's embeds post from. */
export const YOUTUBE_ORIGINS: readonly string[] = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** The embed host the player frames (no cookies until the learner plays). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** YouTube's player states. */
export const YOUTUBE_STATES = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;

/** What one message of the embed says (each field only when the message carries it). */
export interface YoutubeInfo {
  readonly currentTime?: number;
  readonly duration?: number;
  readonly playerState?: number;
  readonly ready?: boolean;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The video id of a YouTube address (`watch?v=`, `youtu.be/`, `/embed/`, `/shorts/`, `/live/`), or `null`.
 * @example youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=5') // 'dQw4w9WgXcQ'
 */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id !== null && id !== undefined && VIDEO_ID.test(id) ? id : null;
}

/**
 * The embed address of a video with the JavaScript API on for this page's origin (`enablejsapi=1`, `origin=`), so
 * the iframe answers the page's postMessages.
 */
export function youtubeEmbedUrl(videoId: string, pageOrigin: string): string {
  const params = new URLSearchParams({ enablejsapi: '1', origin: pageOrigin, rel: '0', playsinline: '1' });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/** The message that asks the embed to post its state (`id` names this page's player in its answers). */
export const youtubeListening = (id: string): string => JSON.stringify({ event: 'listening', id, channel: 'widget' });

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Reads one message of a YouTube embed (a JSON string, as the embed posts them); `null` for anything else. Safe on
 * any input: fields of the wrong type are left out.
 * @example parseYoutubeMessage('{"event":"infoDelivery","info":{"currentTime":12.5,"playerState":1}}')
 * // { currentTime: 12.5, playerState: 1 }
 */
export function parseYoutubeMessage(data: unknown): YoutubeInfo | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (event === 'onReady') return { ready: true };
  if (event === 'onStateChange') {
    const state = finite(info);
    return state === undefined ? null : { playerState: state };
  }
  if ((event === 'infoDelivery' || event === 'initialDelivery') && typeof info === 'object' && info !== null) {
    const fields = info as { currentTime?: unknown; duration?: unknown; playerState?: unknown };
    const parsed: { currentTime?: number; duration?: number; playerState?: number } = {};
    const currentTime = finite(fields.currentTime);
    const duration = finite(fields.duration);
    const playerState = finite(fields.playerState);
    if (currentTime !== undefined) parsed.currentTime = currentTime;
    if (duration !== undefined) parsed.duration = duration;
    if (playerState !== undefined) parsed.playerState = playerState;
    return Object.keys(parsed).length === 0 ? null : parsed;
  }
  return null;
}
