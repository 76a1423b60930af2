/**
 * iframe mode (ARCHITECTURE §1 "an iframe-only host"): when the site runs inside a frame it loads
 * `@iframe-resizer/child`, which reports the page's height to the host page's `@iframe-resizer/parent`
 * (the parent checks the origin of each message). Outside a frame nothing is loaded.
 * @returns whether the site is framed
 */
export function startIframeMode(win: Window): boolean {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true; // A cross-origin parent makes `top` unreadable: that is a frame too.
  }
  if (!framed) return false;
  win.document.documentElement.dataset['framed'] = 'true';
  void import('@iframe-resizer/child');
  return true;
}
