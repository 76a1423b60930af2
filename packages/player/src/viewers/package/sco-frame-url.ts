import type { ScormPackageVersion } from './scorm-cmi.js';

/** The SCO frame page on the content origin (served by the reference server, docs/server.md "Content origin"). */
export const SCO_FRAME_PATH = '/.campus/sco-frame.html';

/**
 * The SCO frame's offline copy, which the content origin's offline service worker answers from its precache: the
 * frame of a downloaded package's SCO (`/.campus/offline/{item_id}/…`), so SCORM's API is found offline (issue 23).
 */
export const OFFLINE_SCO_FRAME_PATH = '/.campus/offline/sco-frame.html';

/** What the SCO frame needs to open one SCO. */
export interface ScoFrameTarget {
  /** The launch's `base_url` (the content root under the token). */
  readonly baseUrl: string;
  /** The item's `launch_url`, relative to `baseUrl`. */
  readonly launchUrl: string;
  /** The player page's origin: the only window the SCO frame talks to. */
  readonly playerOrigin: string;
  readonly version: ScormPackageVersion;
  /** The SCO's title, the nested frame's accessible name. */
  readonly title: string;
  /** The player's language (`pt-BR`), the SCO frame page's. */
  readonly lang: string;
}

/** The content origin of a launch (`https://content.example.com`). */
export function contentOriginOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

/**
 * The SCO frame's URL for one SCO: `{content origin}/.campus/sco-frame.html?launch=/{activity}/{token}/{sco path}
 * &origin={player origin}&version=1.2|2004&title=…&lang=…` (a downloaded package's SCO played offline: its offline
 * copy, {@link OFFLINE_SCO_FRAME_PATH}). The SCO frame installs the cross-frame SCORM API and opens
 * the SCO inside itself, on the content origin, so the SCO finds `API` / `API_1484_11` in its parent window.
 */
export function scoFrameUrl(target: ScoFrameTarget): string {
  const sco = new URL(target.launchUrl, target.baseUrl);
  const frame = new URL(
    sco.pathname.startsWith('/.campus/offline/') ? OFFLINE_SCO_FRAME_PATH : SCO_FRAME_PATH,
    sco.origin,
  );
  frame.searchParams.set('launch', `${sco.pathname}${sco.search}${sco.hash}`);
  frame.searchParams.set('origin', target.playerOrigin);
  frame.searchParams.set('version', target.version);
  frame.searchParams.set('title', target.title);
  frame.searchParams.set('lang', target.lang);
  return frame.href;
}

/** The message that asks the SCO frame to unload its SCO (which then terminates it, as closing a window would). */
export const UNLOAD_SCO_MESSAGE = { type: 'campus:unload-sco' } as const;

/** The SCO frame's answer once the SCO is unloaded. */
export const SCO_UNLOADED_MESSAGE_TYPE = 'campus:sco-unloaded';
