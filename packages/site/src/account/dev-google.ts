import type { GoogleSignInAdapter } from '@campus/auth';

/** The message the API's development Google page posts to the site's window. */
interface DevGoogleMessage {
  readonly type: 'campus:dev-google';
  readonly id_token: string;
}

function isDevGoogleMessage(data: unknown): data is DevGoogleMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'campus:dev-google' &&
    typeof (data as { id_token?: unknown }).id_token === 'string'
  );
}

/** How often the adapter checks whether the person closed the popup. */
const CLOSED_POLL_MS = 500;

/**
 * The development Google adapter (demo mode): instead of Google Identity Services, the API's stand-in page
 * (`/dev/google/sign-in/`, docs/server.md "Google sign-in") opens as a popup, asks for an e-mail in the
 * interface language and posts back a Google-shaped ID token signed with the key the API holds. Only messages
 * from the API's origin are taken. Rejects when the popup is blocked or closed.
 */
export function createPopupDevelopmentGoogle(options: {
  readonly apiBase: string;
  readonly siteOrigin: string;
  readonly locale: () => string;
  readonly signInPath: string;
  readonly win?: Window;
}): GoogleSignInAdapter {
  const win = options.win ?? window;
  const apiOrigin = new URL(options.apiBase).origin;
  return {
    getIdToken() {
      const url = new URL(options.signInPath, options.apiBase);
      url.searchParams.set('origin', options.siteOrigin);
      url.searchParams.set('locale', options.locale());
      const popup = win.open(url.href, 'campus-dev-google', 'popup,width=480,height=640');
      if (!popup) return Promise.reject(new Error('the development Google window was blocked'));
      return new Promise<string>((resolve, reject) => {
        const finish = () => {
          win.removeEventListener('message', onMessage);
          win.clearInterval(timer);
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== apiOrigin || !isDevGoogleMessage(event.data)) return;
          finish();
          resolve(event.data.id_token);
        };
        const timer = win.setInterval(() => {
          if (!popup.closed) return;
          finish();
          reject(new Error('the development Google window was closed'));
        }, CLOSED_POLL_MS);
        win.addEventListener('message', onMessage);
      });
    },
  };
}

/**
 * Whether the API offers the development Google stand-in (demo mode without a Google client): `GET /dev/google/`
 * answers its sign-in path, anything else means no. Asked once per page load.
 */
let probed: Promise<string | null> | undefined;
export function developmentGooglePath(apiBase: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  probed ??= fetcher(new URL('/dev/google/', apiBase).href, { credentials: 'omit' })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as { sign_in_path?: unknown };
      return typeof body.sign_in_path === 'string' ? body.sign_in_path : null;
    })
    .catch(() => null);
  return probed;
}

/** Forgets the probe's answer (tests). */
export function resetDevelopmentGoogleProbe(): void {
  probed = undefined;
}
