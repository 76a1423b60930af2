import type { Page } from '@playwright/test';

/** The demo's `linkedin_slidshare` activity's embed address (packages/server/demo-content/README.md). */
export const DEMO_SLIDESHARE_EMBED = 'https://www.slideshare.net/slideshow/embed_code/key/8mOULhFtT85SSr';

/**
 * SlideShare's embed page stands in for the real one (no internet here): served for
 * `https://www.slideshare.net/slideshow/embed_code/…`, a deck of three slides with previous/next buttons. Like the
 * real embed it tells the framing page nothing (no postMessage API): the player completes the activity on the
 * visit, once the frame has loaded.
 */
const FAKE_EMBED = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SlideShare</title></head>
<body><main data-slide="1"><h1>Test deck</h1><p id="slide">Slide 1 of 3</p>
<button type="button" id="previous">Previous slide</button><button type="button" id="next">Next slide</button></main>
<script>
const main = document.querySelector('main');
const show = (step) => {
  const slide = Math.min(3, Math.max(1, Number(main.dataset.slide) + step));
  main.dataset.slide = String(slide);
  document.getElementById('slide').textContent = 'Slide ' + slide + ' of 3';
};
document.getElementById('previous').addEventListener('click', () => show(-1));
document.getElementById('next').addEventListener('click', () => show(1));
</script></body></html>`;

/** Serves the fake SlideShare embed to `page` instead of the real one. */
export async function fakeSlideshareEmbed(page: Page): Promise<void> {
  await page.route('https://www.slideshare.net/slideshow/embed_code/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_EMBED }),
  );
}
