import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Capacitor shell around the reference site (issue 23). The web assets are the site's production build, copied
 * into `www/` by `npm run sync` (scripts/sync.mjs) before `cap sync` copies them into the native projects.
 */
const config: CapacitorConfig = {
  appId: 'com.campus.app',
  appName: 'Campus',
  webDir: 'www',
  // The app's pages are its own files (capacitor://localhost on iOS, https://localhost on Android); the API it talks
  // to is the one written into the site's build (CAMPUS_SITE_API_BASE), which must allow those origins (CORS).
  android: { allowMixedContent: false },
  ios: { contentInset: 'automatic' },
};

export default config;
