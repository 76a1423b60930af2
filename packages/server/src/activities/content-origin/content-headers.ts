/**
 * The Content-Security-Policy of everything the content origin serves. Authoring tools' packages run inline
 * scripts and `eval` (Storyline, Captivate, iSpring all do), so scripts from the content origin run as they are;
 * what contains them is the origin itself (no access to the API's or the site's storage) and the player's
 * sandboxed iframe. Scripts come from the package only; images, media, fonts, styles and frames may come from
 * elsewhere (packages embed videos and web fonts). `frame-ancestors` keeps other sites from framing a lesson; the
 * content origin itself may frame it (the SCO frame page does).
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  // 'self' with the sites: the SCO frame (/.campus/sco-frame.html) nests the SCO in a frame of this origin, and
  // every ancestor of a frame must be allowed. Unframeable when no site is configured.
  const ancestors = frameAncestors.includes('*')
    ? '*'
    : frameAncestors.length === 0
      ? "'none'"
      : ["'self'", ...frameAncestors].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline' https: data:",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: data: blob:",
    "font-src 'self' https: data:",
    "frame-src 'self' https:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Longest a browser keeps a content file (seconds), whatever the token's remaining life. */
export const CONTENT_MAX_AGE_SECONDS = 3600;

/**
 * `Cache-Control` of a content file served under a token expiring at `expiresAt`. Not `immutable` and not
 * long-lived: the URL holds a token that changes at every launch, so a long cache would only fill the browser with
 * copies never asked for again, and a re-imported package must show at the next launch. `private` keeps shared
 * caches (CDNs, proxies) from storing per-learner URLs; within one launch the browser reuses files (a video seeked
 * back and forth, a script every slide loads) until the token expires, an hour at most.
 */
export function contentCacheControl(expiresAt: number, nowSeconds: number): string {
  const maxAge = Math.max(0, Math.min(CONTENT_MAX_AGE_SECONDS, expiresAt - nowSeconds));
  return `private, max-age=${maxAge}`;
}
