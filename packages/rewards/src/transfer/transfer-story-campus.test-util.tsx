// Storybook support for the points transfer: each story gets its own Campus whose API is the transfer fake
// (fixtures and the server's transfer rules, never the network), in the language of the toolbar. Test-only.
import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { adoptStyles, CampusProvider } from '@campus/ui';
import { createFakeCampus } from '../testing/fake-api.test-util';
import { createTransferFakeApi } from './transfer-fake-api.test-util';
import type { TransferFakeOptions } from './transfer-fake-api.test-util';
import { transferStyles } from './transfer.styles';

// Stories render in the light DOM: adopt the transfer styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [transferStyles]);

interface StoryCampusProps {
  api: TransferFakeOptions;
  locale: string;
  signedIn: boolean;
  children: ReactNode;
}

function StoryCampus({ api, locale, signedIn, children }: StoryCampusProps) {
  const campus = useMemo(() => createFakeCampus(createTransferFakeApi(api), locale, signedIn), [api, locale, signedIn]);
  return <CampusProvider campus={campus}>{children}</CampusProvider>;
}

/** Wraps a story in a Campus serving `parameters.api` (transfer fake options); `parameters.signedOut` for no session. */
export const withTransferApi: Decorator = (Story, context) => {
  const api = (context.parameters['api'] as TransferFakeOptions | undefined) ?? {};
  const locale = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'pt-BR';
  return (
    <StoryCampus api={api} locale={locale} signedIn={context.parameters['signedOut'] !== true}>
      <Story />
    </StoryCampus>
  );
};
