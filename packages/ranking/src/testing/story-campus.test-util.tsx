// Storybook support: each ranking story gets its own Campus (the test kit's) whose API is the ranking fake
// (fixtures, never the network), in the language of the toolbar. Test-only.
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { rankingStyles } from '../ranking.styles.js';
import { createRankingApi, MEMBER_SESSION } from './fake-api.test-util.js';
import type { RankingApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the ranking styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [rankingStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createRankingApi((context.parameters['api'] as RankingApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : MEMBER_SESSION,
}));

/** Every request never answers: the loading state. */
export const hangs = (): FakeFailure => 'hang';

/** Every request fails: the error state. */
export const fails = (): FakeFailure => ({ status: 500, code: 'server_error' });
