import type { Page } from '@playwright/test';

/**
 * Vimeo's player stands in for the real one (the test machines have no internet): served for
 * `https://player.vimeo.com/video/*`, it speaks the player's postMessage protocol as Vimeo's player.js library
 * (github.com/vimeo/player.js, src/player.js and src/lib/postmessage.js) and the older Froogaloop talk to it:
 *
 * - when loaded it posts `{"event":"ready","player_id":…}` to its parent (JSON text; `player_id` echoes the
 *   address's `player_id` parameter, as the player does with `api=1`);
 * - it takes commands as objects (player.js) or JSON text (Froogaloop): `{ method, value }`. `ping` is answered
 *   `{"method":"ping"}` (player.js pings a frame that may already be ready); `addEventListener` /
 *   `removeEventListener` with an event name subscribe and unsubscribe; `play` and `pause` control playback;
 *   `getDuration` / `getCurrentTime` are answered `{ method, value }`;
 * - it posts each subscribed event — and only those — as `{ event, data: { seconds, percent, duration }, player_id }`:
 *   `play`, `timeupdate` (every quarter second while playing), `pause`, `seeked` and `ended`.
 *
 * The video is 4 seconds long and starts when the learner presses the player's "Play" button, as in Vimeo's player
 * (nothing autoplays). Every command received is recorded in `window.commands`, for tests.
 */
const FAKE_PLAYER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vimeo</title></head>
<body><main><p>Test video</p><button type="button" id="play">Play</button> <button type="button" id="pause">Pause</button>
<p id="time" data-state="paused">0:00</p></main><script>
const DURATION = 4;
const playerId = new URLSearchParams(location.search).get('player_id');
const listening = new Set();
const commands = (window.commands = []);
let parentOrigin = '*';
let seconds = 0;
let timer = null;
const send = (message) => {
  if (playerId !== null) message.player_id = playerId;
  parent.postMessage(JSON.stringify(message), parentOrigin);
};
const data = () => ({ seconds, percent: Math.round((seconds / DURATION) * 1000) / 1000, duration: DURATION });
const emit = (event) => { if (listening.has(event)) send({ event, data: data() }); };
const state = (value) => {
  document.getElementById('time').dataset.state = value;
  document.getElementById('time').textContent = '0:0' + Math.floor(seconds);
};
const pause = () => { clearInterval(timer); timer = null; state('paused'); emit('pause'); };
const play = () => {
  if (timer !== null) return;
  if (seconds >= DURATION) { seconds = 0; emit('seeked'); }
  state('playing');
  emit('play');
  timer = setInterval(() => {
    seconds = Math.min(DURATION, seconds + 0.25);
    emit('timeupdate');
    state('playing');
    if (seconds < DURATION) return;
    clearInterval(timer);
    timer = null;
    state('ended');
    emit('ended');
  }, 250);
};
document.getElementById('play').addEventListener('click', play);
document.getElementById('pause').addEventListener('click', pause);
addEventListener('message', (event) => {
  if (event.source !== parent) return;
  let message = event.data;
  if (typeof message === 'string') { try { message = JSON.parse(message); } catch { return; } }
  if (typeof message !== 'object' || message === null || typeof message.method !== 'string') return;
  parentOrigin = event.origin;
  commands.push(message);
  switch (message.method) {
    case 'ping': return send({ method: 'ping' });
    case 'addEventListener': return void listening.add(message.value);
    case 'removeEventListener': return void listening.delete(message.value);
    case 'play': return play();
    case 'pause': return pause();
    case 'getDuration': return send({ method: 'getDuration', value: DURATION });
    case 'getCurrentTime': return send({ method: 'getCurrentTime', value: seconds });
  }
});
send({ event: 'ready' });
</script></body></html>`;

/** Serves the fake Vimeo player to `page` instead of the real one. */
export async function fakeVimeoPlayer(page: Page): Promise<void> {
  await page.route('https://player.vimeo.com/video/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FAKE_PLAYER }),
  );
}
