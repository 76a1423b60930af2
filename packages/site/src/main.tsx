import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCampus } from '@campus/core';
import { CampusProvider } from '@campus/ui';
import { siteConfigOf } from './app/site-config';
import { adoptSiteStyles } from './app/site-styles';
import { createSiteRouter } from './routes/create-site-router';
import { SiteApp } from './app/site-app';
import { watchChunkPreloadErrors } from './errors/chunk-load';
import { startIframeMode } from './iframe/iframe-mode';
import { warmSiteResources } from './app/warm-site-resources';
import { watchSessionExpiry } from './app/use-session-expired-notice';
import { deviceTokenStorageOf } from './app/device-token-storage';
import { startServiceWorker } from './sw/start-service-worker';
import { warmIntlOffThread } from './app/intl-warm-up';

// Without shadow DOM the components' styles go to the document, as constructable stylesheets (CSP-safe).
adoptSiteStyles(document);
watchChunkPreloadErrors(window);
startIframeMode(window);
startServiceWorker(window);

// In the iOS app the sign-in tokens are kept in the device's storage too (spec §4); in a browser, only encrypted.
const deviceTokens = deviceTokenStorageOf(window);
const campus = createCampus({
  ...siteConfigOf(document),
  ...(deviceTokens ? { adapters: { tokens: deviceTokens } } : {}),
});
// Before any request: a stored session may end during boot, and the login must still say why.
watchSessionExpiry(campus);
warmIntlOffThread(campus.i18n.language);
const router = createSiteRouter();
// The first page's API requests start as soon as the stored session is known, alongside the page's chunk.
warmSiteResources(campus, window.location.pathname);

// The app's own mount point in its own page: not a widget inside someone else's DOM.
// eslint-disable-next-line no-restricted-syntax
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render in a task of its own (issue 27): the entry's evaluation and the render were one long task.
setTimeout(() =>
  createRoot(container).render(
    <StrictMode>
      <CampusProvider campus={campus}>
        <SiteApp router={router} />
      </CampusProvider>
    </StrictMode>,
  ),
);
