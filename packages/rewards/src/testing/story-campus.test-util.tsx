// Storybook support: each reward store or points transfer story gets its own Campus (the test kit's) whose API is
// the package's fake (fixtures, never the network), in the language of the toolbar. Test-only.
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { rewardsStyles } from '../store/reward-store.styles.js';
import { transferStyles } from '../transfer/transfer.styles.js';
import { createRewardsApi } from './fake-api.test-util.js';
import type { RewardsApiOptions } from './fake-api.test-util.js';
import { createTransferApi } from './transfer-fake-api.test-util.js';
import type { TransferApiOptions } from './transfer-fake-api.test-util.js';

// Stories render in the light DOM: adopt the package's styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [rewardsStyles, transferStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createRewardsApi((context.parameters['api'] as RewardsApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] !== true,
}));

/** The same for the points transfer: `parameters.api` are transfer fake options. */
export const withTransferApi = withStoryCampus((context) => ({
  api: createTransferApi((context.parameters['api'] as TransferApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] !== true,
}));

/** Every call hangs: the loading state. */
export const hangs = (): FakeFailure => 'hang';

/** Every call fails: the error state. */
export const fails = (): FakeFailure => ({ status: 500, code: 'server_error' });
