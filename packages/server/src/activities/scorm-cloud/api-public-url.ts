import type { AddressInfo } from 'node:net';
import type { CampusApp } from '../../http/campus-app';

/** The variable naming the API's public address. */
export const API_URL_VARIABLE = 'CAMPUS_API_URL';

/**
 * The API's public address (origin and base path, no trailing slash), where SCORM Cloud sends the learner's frame
 * on exit: `CAMPUS_API_URL` when set (production, behind a proxy: `https://api.campus.example`), else
 * `http://localhost:{port}` of the port the API listens on (development and tests; the configured port until it
 * listens). Never taken from a request's Host header.
 * @throws Error when `CAMPUS_API_URL` is not an http(s) URL without query or fragment
 */
export function apiPublicUrl(app: CampusApp, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[API_URL_VARIABLE]?.trim();
  if (value) {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
      throw new Error(
        `${API_URL_VARIABLE}: expected an http(s) URL like https://api.example.com, got ${JSON.stringify(value)}`,
      );
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }
  const address = app.server.address() as AddressInfo | string | null;
  const port = address !== null && typeof address === 'object' ? address.port : app.config.port;
  return `http://localhost:${port}`;
}
