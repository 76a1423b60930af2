/** `scheme:` at the start of a URL (absolute URLs such as direct storage upload targets). */
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * Joins the API base and a call path. Spec paths start with `/` and keep their trailing slash
 * (`/o/token/`); a base with a path (`https://host/api`) keeps it. Absolute URLs are returned unchanged.
 */
export function joinUrl(apiBase: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  return `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Search parameter values accepted by calls; `undefined` entries are left out. */
export type SearchParamValue = string | number | boolean | undefined;

/** Returns `url` with the given query parameters added (existing ones kept). */
export function withSearchParams(url: string, params: Readonly<Record<string, SearchParamValue>> | undefined): string {
  if (!params) return url;
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (entries.length === 0) return url;
  const parsed = new URL(url);
  for (const [name, value] of entries) parsed.searchParams.append(name, String(value));
  return parsed.toString();
}
