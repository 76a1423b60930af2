import type { CampusConfig } from '@campus/core';
import { resolveApiBase } from './api-paths';

/** The demo OAuth client of the reference API (docs/demo.md); a deployment sets its own in index.html. */
const SITE_CLIENT = { clientId: 'campus-web', clientSecret: 'campus-web-secret' } as const;

/** The default API base, for a page without `<meta name="campus-api-base">`. */
const DEFAULT_API_BASE = 'http://localhost:8000';

/** A `<meta name>`'s content in `doc`, or undefined when absent, empty or still the build placeholder. */
function metaContent(doc: Document, name: string): string | undefined {
  const content = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content === undefined || content === '' || content.startsWith('%') ? undefined : content;
}

/**
 * The site's configuration from its page, for its one Campus instance (ARCHITECTURE §3): the API base
 * (`campus-api-base`, written by the build from `CAMPUS_SITE_API_BASE`; a relative base such as `/` is the page's
 * own origin, the same-origin deployment where a reverse proxy forwards the API's paths) and, optionally, the OAuth
 * client (`campus-client-id`, `campus-client-secret`). The `?locale=` query parameter is read by the core itself (spec §9).
 */
export function siteConfigOf(doc: Document): CampusConfig {
  return {
    apiBase: resolveApiBase(metaContent(doc, 'campus-api-base') ?? DEFAULT_API_BASE, doc.URL),
    clientId: metaContent(doc, 'campus-client-id') ?? SITE_CLIENT.clientId,
    clientSecret: metaContent(doc, 'campus-client-secret') ?? SITE_CLIENT.clientSecret,
    // The site owns its storage namespace, apart from the examples served from other origins.
    storageNamespace: 'campus-site',
  };
}
