/*
 * Vimeo's player postMessage protocol, without its player.js script: the page asks the iframe (`api=1`,
 * `player_id=`) to `addEventListener` for `timeupdate`, `play`, `pause`, `seeked` and `ended`, and the iframe posts
 * `{ event, data: { seconds, duration, percent }, player_id }` for each. The player posts `ready` once loaded, and
 * answers a `ping` command with `{ method: 'ping' }` (player.js pings a frame that may have been ready before the
 * page listened): both read as `ready`.
 */

/** The origin Vimeo's player posts from. */
export const VIMEO_ORIGIN = 'https://player.vimeo.com';

/** The events the viewer listens to. */
export const VIMEO_EVENTS = ['timeupdate', 'play', 'pause', 'seeked', 'ended'] as const;

/** One event of the player. */
export interface VimeoEvent {
  readonly event: 'ready' | (typeof VIMEO_EVENTS)[number];
  readonly seconds?: number;
  readonly duration?: number;
  readonly playerId?: string;
}

/** A Vimeo video: its id and, for an unlisted one, its privacy hash. */
export interface VimeoVideo {
  readonly id: string;
  readonly hash: string | null;
}

/**
 * The video of a Vimeo address (`vimeo.com/{id}`, `vimeo.com/{id}/{hash}`, `player.vimeo.com/video/{id}?h=`), or
 * `null`.
 * @example vimeoVideo('https://vimeo.com/76979871') // { id: '76979871', hash: null }
 */
export function vimeoVideo(address: string): VimeoVideo | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host !== 'vimeo.com' && host !== 'www.vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const start = host === 'player.vimeo.com' ? (segments[0] === 'video' ? 1 : -1) : 0;
  if (start === -1) return null;
  const numeric = segments.slice(start).findIndex((segment) => /^\d+$/.test(segment));
  const id = numeric === -1 ? undefined : segments[start + numeric];
  if (id === undefined) return null;
  const next = segments[start + numeric + 1];
  const hash = url.searchParams.get('h') ?? (next !== undefined && /^[0-9a-f]{6,}$/i.test(next) ? next : null);
  return { id, hash };
}

/** The player's address with the postMessage API on, naming the player in its messages. */
export function vimeoEmbedUrl(video: VimeoVideo, playerId: string): string {
  const params = new URLSearchParams({ api: '1', player_id: playerId, dnt: '1' });
  if (video.hash !== null) params.set('h', video.hash);
  return `${VIMEO_ORIGIN}/video/${encodeURIComponent(video.id)}?${params.toString()}`;
}

/** A command to the player, as the JSON string it takes. */
export const vimeoCommand = (method: string, value?: string): string =>
  JSON.stringify(value === undefined ? { method } : { method, value });

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const EVENTS: readonly string[] = ['ready', ...VIMEO_EVENTS];

/**
 * Reads one message of the player (a JSON string or an object); `null` for anything else.
 * @example parseVimeoMessage('{"event":"timeupdate","data":{"seconds":4.2,"duration":60},"player_id":"p1"}')
 * // { event: 'timeupdate', seconds: 4.2, duration: 60, playerId: 'p1' }
 */
export function parseVimeoMessage(data: unknown): VimeoEvent | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  // The answer to a `ping`: the player is ready.
  if ((message as { method?: unknown }).method === 'ping') {
    const id = (message as { player_id?: unknown }).player_id;
    return typeof id === 'string' ? { event: 'ready', playerId: id } : { event: 'ready' };
  }
  const {
    event,
    data: body,
    player_id: playerId,
  } = message as { event?: unknown; data?: unknown; player_id?: unknown };
  if (typeof event !== 'string' || !EVENTS.includes(event)) return null;
  const fields = typeof body === 'object' && body !== null ? (body as { seconds?: unknown; duration?: unknown }) : {};
  const parsed: { event: VimeoEvent['event']; seconds?: number; duration?: number; playerId?: string } = {
    event: event as VimeoEvent['event'],
  };
  const seconds = finite(fields.seconds);
  const duration = finite(fields.duration);
  if (seconds !== undefined) parsed.seconds = seconds;
  if (duration !== undefined) parsed.duration = duration;
  if (typeof playerId === 'string') parsed.playerId = playerId;
  return parsed;
}
