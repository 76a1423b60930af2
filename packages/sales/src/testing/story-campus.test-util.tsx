// Storybook support: each sales story gets its own Campus (the test kit's) whose API is the sales fake (fixtures,
// never the network), uploads included, in the language of the toolbar. Test-only.
import { LOYALTY_PATHS } from '@campus/core/api';
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { salesStyles } from '../sales.styles.js';
import { createSalesApi } from './fake-api.test-util.js';
import type { SalesApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the sales styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [salesStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createSalesApi((context.parameters['api'] as SalesApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] !== true,
  // Sales and photos upload through XMLHttpRequest (for their progress): the kit sends them to the same fake.
  uploads: true,
}));

const isUpload = (method: string, path: string) =>
  method === 'POST' && (path === LOYALTY_PATHS.sales || path === LOYALTY_PATHS.photos);

/** Every call hangs: the loading state. */
export const hangs = (): FakeFailure => 'hang';

/** The stores call fails: the error state. */
export const storesFail = (_method: string, path: string): FakeFailure | undefined =>
  path === LOYALTY_PATHS.stores ? { status: 500, code: 'server_error' } : undefined;

/** Sales and photo uploads never answer: the sending state, its progress bar held half way. */
export const uploadsHang = (method: string, path: string): FakeFailure | undefined =>
  isUpload(method, path) ? 'hang' : undefined;

/** `POST /api/sales/` refuses with a rule code on its field, as the server does. */
export const saleRefused =
  (code: string, field: string) =>
  (method: string, path: string): FakeFailure | undefined =>
    method === 'POST' && path === LOYALTY_PATHS.sales
      ? { status: 422, code, field_errors: { [field]: code } }
      : undefined;
