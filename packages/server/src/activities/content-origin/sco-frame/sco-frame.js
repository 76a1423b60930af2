// The SCO frame of the content origin (docs/server.md "Content origin", "The SCO frame"), served at
// /.campus/sco-frame.js. The player runs the SCORM API (scorm-again) on its own origin; a SCO finds its API by
// walking window.parent, which stops at an origin boundary. This page, on the content origin, installs
// scorm-again's CrossFrameAPI as window.API (SCORM 1.2) or window.API_1484_11 (SCORM 2004) and opens the SCO in a
// nested iframe of the same origin, so the SCO's search finds the API one frame up. Calls travel to the player by
// postMessage (the player's ScoBridge answers them, for this frame only), and only to the player's origin.
//
// Query: launch (the SCO's path on this origin, /{activity_id}/{token}/…, or offline /.campus/offline/{activity_id}/…),
// origin (the player page's origin), version ('1.2' or '2004'), title (the SCO's title, for the nested frame's
// accessible name), lang (the player's language, this page's).
// Messages with the player, besides CrossFrameAPI's: { type: 'campus:unload-sco' } from the player unloads the SCO
// and is answered { type: 'campus:sco-unloaded' }; { type: 'campus:complete' } from the SCO is passed on.
import { CrossFrameAPI } from './scorm-again/cross-frame-api.js';

/** The SCORM API methods of each version, by role. */
const METHODS = {
  1.2: {
    global: 'API',
    initialize: 'LMSInitialize',
    terminate: 'LMSFinish',
    getValue: 'LMSGetValue',
    setValue: 'LMSSetValue',
    commit: 'LMSCommit',
    getLastError: 'LMSGetLastError',
    getErrorString: 'LMSGetErrorString',
    getDiagnostic: 'LMSGetDiagnostic',
  },
  2004: {
    global: 'API_1484_11',
    initialize: 'Initialize',
    terminate: 'Terminate',
    getValue: 'GetValue',
    setValue: 'SetValue',
    commit: 'Commit',
    getLastError: 'GetLastError',
    getErrorString: 'GetErrorString',
    getDiagnostic: 'GetDiagnostic',
  },
};

/** How long the data model may take to arrive before the SCO starts without it (it then reads the LMS's answers later). */
const WARM_UP_TIMEOUT_MS = 5000;

// Only a player that builds a wrong address gets here: the player shows the learner its own message.
function refuse(reason) {
  console.error(`Campus SCO frame: ${reason}`);
}

/**
 * The SCO's URL: a path of a launch on this origin (`/{activity_id}/{token}/…`), or of a downloaded package played
 * offline (`/.campus/offline/{activity_id}/…`, answered by the offline service worker), never another site.
 */
function scoUrlOf(launch) {
  if (typeof launch !== 'string' || !/^\/(\d{1,10}\/[^/?#]+|\.campus\/offline\/\d{1,10})\//.test(launch))
    return undefined;
  const url = new URL(launch, window.location.origin);
  return url.origin === window.location.origin ? url : undefined;
}

/** The player's origin as given (`https://learn.example.com`), checked to be an origin and nothing more. */
function playerOriginOf(origin) {
  if (typeof origin !== 'string') return undefined;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The data model the player loaded for this SCO, flattened (`cmi.core.lesson_location` → value), asked with
 * the cross-frame protocol's own `getFlattenedCMI` message before the SCO starts. CrossFrameAPI answers GetValue
 * from a cache it fills only after Initialize, asynchronously; a SCO reads its bookmark right after Initialize, so
 * without this it would see '' and restart from the beginning.
 */
function warmUp(parentWindow, playerOrigin) {
  return new Promise((resolve) => {
    const messageId = `campus-sco-frame-warm-up-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const done = (values) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(values);
    };
    const onMessage = (event) => {
      if (event.source !== parentWindow || event.origin !== playerOrigin) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null || data.messageId !== messageId) return;
      done(typeof data.result === 'object' && data.result !== null ? data.result : {});
    };
    const timer = setTimeout(() => done({}), WARM_UP_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    parentWindow.postMessage({ messageId, method: 'getFlattenedCMI', params: [] }, playerOrigin);
  });
}

/** `cmi.interactions._count` → how many `cmi.interactions.{n}.…` entries `known` holds. */
function countOf(element, known) {
  const prefix = element.slice(0, -'_count'.length);
  const indices = new Set();
  for (const key of known.keys()) {
    if (!key.startsWith(prefix)) continue;
    const index = /^(\d+)\./.exec(key.slice(prefix.length));
    if (index) indices.add(index[1]);
  }
  return indices.size;
}

/**
 * The SCORM API the SCO calls: CrossFrameAPI, with what it cannot know synchronously filled in. Values the
 * player loaded answer GetValue until CrossFrameAPI's cache has them; `_count` is never below the entries
 * known here (CrossFrameAPI's cached count is the LMS's last answer, and a SCO appending interactions one after
 * the other would otherwise overwrite the last one).
 */
function scormApiOf(cross, methods, seed) {
  const known = new Map();
  for (const [key, value] of Object.entries(seed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      known.set(key, String(value));
  }
  const call = (name, args) => cross[name](...args);
  const api = {
    [methods.initialize]: (parameter = '') => {
      const result = call(methods.initialize, [parameter]);
      // SCORM 2004 SCOs ask whether "continue" and "previous" lead anywhere to show their own buttons: ask now, so
      // CrossFrameAPI's cache holds the answers by the time they do.
      if (methods.global === 'API_1484_11') {
        for (const request of ['continue', 'previous']) call(methods.getValue, [`adl.nav.request_valid.${request}`]);
      }
      return result;
    },
    [methods.terminate]: (parameter = '') => call(methods.terminate, [parameter]),
    [methods.commit]: (parameter = '') => call(methods.commit, [parameter]),
    [methods.getLastError]: () => call(methods.getLastError, []),
    [methods.getErrorString]: (code) => call(methods.getErrorString, [code]),
    [methods.getDiagnostic]: (code) => call(methods.getDiagnostic, [code]),
    [methods.setValue]: (element, value) => {
      const result = call(methods.setValue, [element, value]);
      if (typeof element === 'string') known.set(element, String(value));
      return result;
    },
    [methods.getValue]: (element) => {
      const value = call(methods.getValue, [element]);
      if (typeof element !== 'string') return value;
      if (element.endsWith('._count')) {
        const cached = Number.parseInt(value, 10);
        return String(Math.max(Number.isNaN(cached) ? 0 : cached, countOf(element, known)));
      }
      if (value === '' && known.has(element)) return known.get(element);
      return value;
    },
  };
  return api;
}

async function start() {
  const params = new URLSearchParams(window.location.search);
  const lang = params.get('lang');
  if (lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) document.documentElement.lang = lang;
  const scoUrl = scoUrlOf(params.get('launch'));
  const playerOrigin = playerOriginOf(params.get('origin'));
  const methods = METHODS[params.get('version') ?? ''];
  const parentWindow = window.parent;
  if (!scoUrl || !playerOrigin || !methods || parentWindow === window) {
    refuse('missing or invalid launch, origin or version, or not framed.');
    return;
  }
  const seed = await warmUp(parentWindow, playerOrigin);
  const cross = new CrossFrameAPI(playerOrigin, parentWindow);
  window[methods.global] = scormApiOf(cross, methods, seed);

  const frame = document.createElement('iframe');
  frame.title = params.get('title') || 'SCO';
  frame.allow = 'fullscreen; autoplay; encrypted-media';
  let unloading = false;
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (typeof data !== 'object' || data === null) return;
    // The player leaves this SCO for another: unload it here, so its unload handlers still find the API and their
    // LMSFinish reaches the player before the answer below.
    if (event.source === parentWindow && event.origin === playerOrigin && data.type === 'campus:unload-sco') {
      unloading = true;
      frame.src = 'about:blank';
      return;
    }
    // An HTML lesson's completion message, if one runs as a SCO, goes on to the player.
    if (event.source === frame.contentWindow && event.origin === window.location.origin) {
      if (data.type === 'campus:complete') parentWindow.postMessage({ type: 'campus:complete' }, playerOrigin);
    }
  });
  frame.addEventListener('load', () => {
    if (unloading) parentWindow.postMessage({ type: 'campus:sco-unloaded' }, playerOrigin);
  });
  frame.src = scoUrl.href;
  document.body.append(frame);
}

void start();
