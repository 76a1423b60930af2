// A stand-in origin to resolve manifest hrefs with the URL parser; `.invalid` can never be a real host.
const PACKAGE_ROOT = 'https://package.invalid/';

/**
 * Resolves a resource's `href` against its chain of `xml:base` values (manifest, resources, resource), as XML
 * Base and RFC 3986 say. A base without its trailing `/` (`xml:base="sco1"`) is read as the folder it obviously
 * names: in a manifest a base is always a folder, and resolving it as a file would silently drop it.
 * @returns the resolved URL, or undefined when the href is not a URL at all
 */
export function resolveHref(bases: readonly (string | undefined)[], href: string): URL | undefined {
  try {
    let base = new URL(PACKAGE_ROOT);
    for (const value of bases) {
      const trimmed = value?.trim();
      if (!trimmed) continue;
      base = new URL(trimmed.endsWith('/') ? trimmed : `${trimmed}/`, base);
    }
    return new URL(href.trim(), base);
  } catch {
    return undefined;
  }
}

/**
 * The file a resolved URL names inside the package (percent-decoded, without query or fragment), or undefined
 * when it points outside (another origin, `mailto:`…).
 */
export function packagePathOf(url: URL): string | undefined {
  if (url.origin !== new URL(PACKAGE_ROOT).origin) return undefined;
  try {
    return decodeURIComponent(url.pathname.slice(1));
  } catch {
    return undefined;
  }
}

/** A resolved URL relative to the package root, still percent-encoded (`sco%201/index.html?x=1#p2`). */
export function relativeUrlOf(url: URL): string {
  return `${url.pathname.slice(1)}${url.search}${url.hash}`;
}

/**
 * Appends an item's `parameters` to its resource's launch URL with the algorithm of the SCORM 2004 CAM (also
 * what SCORM 1.2 LMSs do): leading `?` and `&` are dropped; a `#fragment` is appended only when the URL has
 * none; anything else is joined with `&` when the URL already has a query, else with `?` (kept before an
 * existing fragment, where a query belongs).
 */
export function joinParameters(url: string, parameters: string | undefined): string {
  const trimmed = (parameters ?? '').trim().replace(/^[?&]+/, '');
  if (trimmed === '') return url;
  if (trimmed.startsWith('#')) return url.includes('#') ? url : `${url}${trimmed}`;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${trimmed}${hash}`;
}
