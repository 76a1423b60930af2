// Storybook support: each catalogue story gets its own Campus (the test kit's) whose API is the catalogue fake
// (fixtures, never the network), in the language of the toolbar. Test-only.
import { PLATFORM_PATHS } from '@campus/core/api';
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { catalogueStyles } from '../catalogue.styles.js';
import { createCatalogueApi, LEARNER_SESSION } from './fake-api.test-util.js';
import type { CatalogueApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the catalogue's styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [catalogueStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createCatalogueApi((context.parameters['api'] as CatalogueApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : LEARNER_SESSION,
}));

/** A request that never answers: the loading state. */
export const hangs = (_method: string, path: string): FakeFailure | undefined =>
  path === PLATFORM_PATHS.siteLists ? undefined : 'hang';

/** Every catalogue call fails: the error state. */
export const fails = (_method: string, path: string): FakeFailure | undefined =>
  path === PLATFORM_PATHS.siteLists ? undefined : { status: 500, code: 'server_error' };
