// Storybook support: each sales story gets its own Campus whose API is the fake (fixtures, never the network),
// in the language of the toolbar. Test-only: kept out of the package build.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { adoptStyles, CampusProvider } from '@campus/ui';
import { salesStyles } from '../sales.styles';
import { createFakeApi, createFakeCampus } from './fake-api.test-util';
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
  const campus = useMemo(() => createFakeCampus(createFakeApi(api), locale, signedIn), [api, locale, signedIn]);
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
