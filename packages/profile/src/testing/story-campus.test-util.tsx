// Storybook support: each profile story gets its own Campus (the test kit's) whose API is the profile fake
// (fixtures, never the network), in the language of the toolbar. Test-only.
import { achievementsStyles } from '@campus/achievements';
import type { FakeFailure } from '@campus/core/testing';
import { rankingStyles } from '@campus/ranking';
import { rewardsStyles } from '@campus/rewards';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { profileStyles } from '../profile.styles.js';
import { createProfileApi, LEARNER_SESSION } from './fake-api.test-util.js';
import type { ProfileApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the profile's styles (and its tabs' widgets') next to the toolkit's
// (see .storybook/preview.ts).
if (typeof document !== 'undefined') {
  adoptStyles(document, [profileStyles, achievementsStyles, rankingStyles, rewardsStyles]);
}

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createProfileApi((context.parameters['api'] as ProfileApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : LEARNER_SESSION,
}));

/** Every request never answers: the loading state. */
export const hangs = (): FakeFailure => 'hang';

/** Every request fails: the error state. */
export const fails = (): FakeFailure => ({ status: 500, code: 'server_error' });
