import { adoptStyles } from '@campus/ui';
import { framedStyles } from './iframe.styles';

/** The prefix of iframe-resizer's messages between the host page and the framed page. */
const RESIZER_MESSAGE = '[iFrameSizer]';

/** iframe-resizer's child options, read from `window.iframeResizer` when the host page starts it. */
interface ResizerChildWindow {
  iframeResizer?: { targetOrigin: string };
}

/**
 * The origins allowed to frame the site: the `<meta name="campus-frame-ancestors">` list (origins separated by
 * spaces or commas, written by the build from `CAMPUS_SITE_FRAME_ANCESTORS`), plus the site's own origin.
 */
export function allowedParentOrigins(doc: Document, ownOrigin: string): ReadonlySet<string> {
  const content = doc.head.querySelector<HTMLMetaElement>('meta[name="campus-frame-ancestors"]')?.content ?? '';
  const listed = content
    .split(/[\s,]+/)
    .filter((origin) => origin !== '' && !origin.startsWith('%'))
    .map((origin) => origin.replace(/\/+$/, ''));
  return new Set([ownOrigin, ...listed]);
}

/**
 * The origin of the page that frames `win`: `location.ancestorOrigins` where the browser has it (Chromium,
 * WebKit), else the referrer of the framed document (Firefox; the host's address when the frame was loaded).
 * Undefined when neither says.
 */
export function parentOriginOf(win: Window): string | undefined {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor !== undefined && ancestor !== 'null') return ancestor;
  try {
    return win.document.referrer === '' ? undefined : new URL(win.document.referrer).origin;
  } catch {
    return undefined;
  }
}

/** Whether `win` runs inside a frame. */
function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // A cross-origin parent makes `top` unreadable: that is a frame too.
  }
}

/**
 * iframe mode (ARCHITECTURE §1 "an iframe-only host"): when the site runs inside a frame of an allowed origin
 * it loads `@iframe-resizer/child`, which reports the page's height to the host page's `@iframe-resizer/parent`
 * (the parent checks the origin of each message). The child only talks to that one parent origin
 * (`targetOrigin`), and resizer messages from any other origin are dropped before the child sees them. Outside
 * a frame, or framed by an origin that is not allowed, nothing is loaded (the server's `frame-ancestors`
 * policy normally stops such a frame first).
 * @returns whether the site is framed
 */
export function startIframeMode(win: Window): boolean {
  if (!isFramed(win)) return false;
  win.document.documentElement.dataset['framed'] = 'true';
  adoptStyles(win.document, [framedStyles]);
  const parentOrigin = parentOriginOf(win);
  if (parentOrigin === undefined || !allowedParentOrigins(win.document, win.location.origin).has(parentOrigin)) {
    console.warn(`Campus: framed by ${parentOrigin ?? 'an unknown origin'}, which is not allowed; no resizing.`);
    return true;
  }
  // Registered before the child's own listener, so a forged resizer message never reaches it.
  win.addEventListener(
    'message',
    (event) => {
      if (typeof event.data === 'string' && event.data.startsWith(RESIZER_MESSAGE) && event.origin !== parentOrigin) {
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  (win as Window & ResizerChildWindow).iframeResizer = { targetOrigin: parentOrigin };
  void import('@iframe-resizer/child');
  return true;
}
