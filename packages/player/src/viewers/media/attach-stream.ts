/** The MIME type of an HLS playlist. */
export const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Whether an address (or an activity type) is an HLS stream: a Wowza activity, or an `.m3u8` playlist. */
export function isHlsSource(type: string, url: string): boolean {
  if (type === 'wowza') return true;
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** What {@link attachStream} returns: how the stream is played, and how to let it go. */
export interface AttachedStream {
  readonly via: 'native' | 'hls.js' | 'unsupported';
  detach(): void;
}

/**
 * Plays `url` in `media`: natively where the browser plays HLS (Safari, Chromium on Android and desktop), else
 * with hls.js, loaded on demand, its worker from the player's own origin (`workerPath`: hls.js's default worker
 * is a Blob URL, which `worker-src 'self'` refuses). `unsupported` when neither can (no Media Source Extensions).
 * `onFatal` hears a stream that cannot be loaded.
 */
export async function attachStream(media: HTMLMediaElement, url: string, onFatal: () => void): Promise<AttachedStream> {
  if (media.canPlayType(HLS_MIME) !== '') {
    media.src = url;
    return { via: 'native', detach: () => media.removeAttribute('src') };
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) return { via: 'unsupported', detach: () => undefined };
  const hls = new Hls({
    enableWorker: true,
    workerPath: new URL('hls.js/dist/hls.worker.js', import.meta.url).href,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(media);
  return { via: 'hls.js', detach: () => hls.destroy() };
}
