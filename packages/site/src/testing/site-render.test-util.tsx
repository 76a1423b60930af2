// Renders site components the way the site does (Campus provider, toasts, a router), against the test kit's fake
// API answering like the reference API. Test-only.
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from './memory-router.test-util';
import type { SessionData } from '@campus/core';
import { createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeAnswer as KitAnswer, TestCampus } from '@campus/core/testing';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { useSiteMessages } from '../messages/site-messages';

/** Registers the site's messages, as the site's root does. */
function WithSiteMessages({ children }: { children: ReactNode }) {
  useSiteMessages();
  return children;
}

/** A request the fake API received, with its parsed body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a request (status and JSON body, `null` for an empty answer), or `undefined` for a 404. */
export type FakeAnswer = (request: SeenRequest) => KitAnswer | undefined;

/** Maria Silva, the signed-in user of the site's tests (the fake answers any token). */
export const MARIA_SESSION: Partial<SessionData> = {
  access_token: 'token-maria',
  id: 7,
  full_name: 'Maria Silva',
  email: 'maria@example.com',
};

/** A Campus on a fake API answering every path with `answer` (each request also goes to `seen`), signed in as Maria. */
export function createSiteTestCampus(answer: FakeAnswer, seen: SeenRequest[] = []): TestCampus {
  const api = createFakeApi({
    '*': (request) => {
      const seenRequest = { method: request.method, path: request.path, body: request.body ?? undefined };
      seen.push(seenRequest);
      return answer(seenRequest);
    },
  });
  return createTestCampus({ api, session: MARIA_SESSION, clientId: 'site-tests', clientSecret: 'site-tests-secret' });
}

/** Renders `ui` at `/home` of a memory router, inside the Campus provider and a toast provider. */
export function renderInSite(ui: ReactElement, campus: TestCampus) {
  const router = createTestRouter(
    [
      { path: '/home', element: <WithSiteMessages>{ui}</WithSiteMessages> },
      { path: '/', element: <p>login page</p> },
    ],
    { path: '/home' },
  );
  return {
    router,
    ...renderWithCampus(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
      campus,
    ),
  };
}
