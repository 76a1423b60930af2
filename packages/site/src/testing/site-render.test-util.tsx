// Renders site components the way the site does (Campus provider, toasts, a router), against a fake `fetch`
// that answers like the reference API. Test-only.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCampus, createMemoryRealtime } from '@campus/core';
import type { Campus } from '@campus/core';
import { CampusProvider, ToastProvider } from '@campus/ui';
import { useSiteMessages } from '../messages/site-messages';

/** Registers the site's messages, as the site's root does. */
function WithSiteMessages({ children }: { children: ReactNode }) {
  useSiteMessages();
  return children;
}

/** A request the fake API received, with its parsed JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers a request: status and JSON body (`null` for an empty answer). */
export type FakeAnswer = (request: SeenRequest) => { status: number; body: unknown } | undefined;

/** A JSON body parsed; another body (the token call's form) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A Campus whose `fetch` is `answer`, signed in as Maria Silva (no persistence, realtime in memory). */
export function createSiteTestCampus(answer: FakeAnswer, seen: SeenRequest[] = []): Campus {
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const seenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : parseBody(text),
    };
    seen.push(seenRequest);
    const answered = answer(seenRequest) ?? {
      status: 404,
      body: { code: 'not_found_or_forbidden', message: 'Não encontrado ou não possui permissão para acessar.' },
    };
    return answered.body === null
      ? new Response(null, { status: answered.status })
      : new Response(JSON.stringify(answered.body), {
          status: answered.status,
          headers: { 'content-type': 'application/json' },
        });
  };
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'site-tests',
    clientSecret: 'site-tests-secret',
    persist: false,
    adapters: { realtime: createMemoryRealtime(), fetch: fetchImpl, search: '' },
  });
  campus.stores.session.setState({
    access_token: 'token-maria',
    id: 7,
    full_name: 'Maria Silva',
    email: 'maria@example.com',
  });
  return campus;
}

/** Renders `ui` at `/home` of a memory router, inside the Campus provider and a toast provider. */
export function renderInSite(ui: ReactElement, campus: Campus) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <WithSiteMessages>{ui}</WithSiteMessages> },
      { path: '/', element: <p>login page</p> },
    ],
    { initialEntries: ['/home'] },
  );
  return {
    router,
    ...render(
      <CampusProvider campus={campus}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </CampusProvider>,
    ),
  };
}
