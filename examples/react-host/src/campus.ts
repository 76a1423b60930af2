import { createCampus } from '@campus/core';

/** The API base the page declares (`<meta name="campus-api-base">`), so one build runs against any API. */
function apiBaseOfPage(): string {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[name="campus-api-base"]');
  return meta?.content || 'http://localhost:8000';
}

/** The host's one Campus instance: every Campus component of the app shares its session and cache. */
export const campus = createCampus({
  apiBase: apiBaseOfPage(),
  clientId: 'campus-web',
  clientSecret: 'campus-web-secret',
  // Each example keeps its own persisted session, apart from the plain-HTML example on the same origin.
  storageNamespace: 'react-host',
});
