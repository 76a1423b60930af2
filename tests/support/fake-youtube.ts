import type { Page } from '@playwright/test';

/**
 * YouTube's embed stands in for the real one (the test machines have no internet): served for
 * `https://www.youtube-nocookie.com/embed/*`, it speaks the embed's postMessage protocol as the player uses it —
 * after the page's `{"event":"listening"}` it answers `onReady`, then `infoDelivery` messages with the duration,
 * the position every quarter second of a 4-second video played at normal speed, and the ended state (0).
 */
const FAKE_EMBED = `<!doctype html><html lang="en"><title>YouTube</title><p>Test video</p><script>
addEventListener('message', (event) => {
  let data;
  try { data = JSON.parse(event.data); } catch { return; }
  if (data.event !== 'listening') return;
  const post = (message) => parent.postMessage(JSON.stringify({ ...message, id: data.id, channel: 'widget' }), event.origin);
  const info = (values) => post({ event: 'infoDelivery', info: values });
  post({ event: 'onReady' });
  let time = 0;
  info({ duration: 4, currentTime: 0, playerState: 1 });
  const timer = setInterval(() => {
    time += 0.25;
    if (time < 4) return info({ currentTime: time, playerState: 1 });
    clearInterval(timer);
    info({ currentTime: 4, playerState: 0 });
  }, 250);
});
</script></html>`;

/** Serves the fake YouTube embed to `page` instead of the real one. */
export async function fakeYoutubeEmbed(page: Page): Promise<void> {
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_EMBED }),
  );
}
