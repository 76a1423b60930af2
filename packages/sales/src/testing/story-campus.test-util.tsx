// Storybook support: each sales story gets its own Campus whose API is the fake (fixtures, never the network),
// in the language of the toolbar. Test-only: kept out of the package build.
import { useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { adoptStyles, CampusProvider } from '@campus/ui';
import { salesStyles } from '../sales.styles';
import { createFakeApi, createFakeCampus, createFakeXhr } from './fake-api.test-util';
import type { FakeApiOptions } from './fake-api.test-util';

// Stories render in the light DOM: adopt the sales styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [salesStyles]);

interface StoryCampusProps {
  api: FakeApiOptions;
  locale: string;
  signedIn: boolean;
  children: ReactNode;
}

function StoryCampus({ api, locale, signedIn, children }: StoryCampusProps) {
  const fake = useMemo(() => createFakeApi(api), [api]);
  const campus = useMemo(() => createFakeCampus(fake, locale, signedIn), [fake, locale, signedIn]);
  // Uploads go through XMLHttpRequest (for their progress), which the fetch adapter does not cover: while the
  // story shows, a stand-in sends them to the same fake, so sending, progress and refusals show without a network.
  useLayoutEffect(() => {
    const browserXhr = window.XMLHttpRequest;
    window.XMLHttpRequest = createFakeXhr(fake.fetch);
    return () => {
      window.XMLHttpRequest = browserXhr;
    };
  }, [fake]);
  return <CampusProvider campus={campus}>{children}</CampusProvider>;
}

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi: Decorator = (Story, context) => {
  const api = (context.parameters['api'] as FakeApiOptions | undefined) ?? {};
  const locale = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'pt-BR';
  return (
    <StoryCampus api={api} locale={locale} signedIn={context.parameters['signedOut'] !== true}>
      <Story />
    </StoryCampus>
  );
};

/** Every call hangs: the loading state. */
export const hangs: FakeApiOptions['fail'] = () => 'hang';

/** The stores call fails: the error state. */
export const storesFail: FakeApiOptions['fail'] = (_method, path) =>
  path === '/api/stores/' ? { status: 500, code: 'server_error' } : undefined;

/** Sales and photo uploads never answer: the sending state, its progress bar held half way. */
export const uploadsHang: FakeApiOptions['fail'] = (method, path) =>
  method === 'POST' && (path === '/api/sales/' || path === '/api/photos/') ? 'hang' : undefined;

/** `POST /api/sales/` refuses with a rule code on its field, as the server does. */
export const saleRefused =
  (code: string, field: string): FakeApiOptions['fail'] =>
  (method, path) =>
    method === 'POST' && path === '/api/sales/' ? { status: 422, code, field_errors: { [field]: code } } : undefined;
