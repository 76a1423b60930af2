/**
 * The part of a request an error keeps: method and URL only. Headers (bearer tokens, basic credentials)
 * are deliberately left out so errors can be logged or sent to error reporting safely.
 */
export interface RequestSummary {
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Absolute URL with any `access_token` query parameter redacted. */
  readonly url: string;
}

/** Query parameters whose values must never end up in an error message or a log. */
const SECRET_PARAMS = ['access_token', 'refresh_token', 'token'];

/** Builds a {@link RequestSummary}, redacting secret query parameters from the URL. */
export function requestSummary(method: string, url: string): RequestSummary {
  return { method: method.toUpperCase(), url: redactUrl(url) };
}

/** Replaces the values of secret query parameters (`access_token` …) with `REDACTED`. */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (parsed.searchParams.has(name)) {
      parsed.searchParams.set(name, 'REDACTED');
      changed = true;
    }
  }
  return changed ? parsed.toString() : url;
}
