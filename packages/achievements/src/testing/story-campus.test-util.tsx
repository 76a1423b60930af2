// Storybook support: each achievements story gets its own Campus (the test kit's) whose API is the achievements
// fake (fixtures, never the network), in the language of the toolbar. Test-only.
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { achievementsStyles } from '../achievements.styles.js';
import { createAchievementsApi, LEARNER_SESSION } from './fake-api.test-util.js';
import type { AchievementsApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the achievements styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [achievementsStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createAchievementsApi((context.parameters['api'] as AchievementsApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : LEARNER_SESSION,
}));

/** Every request never answers: the loading state. */
export const hangs = (): FakeFailure => 'hang';

/** Every request fails: the error state. */
export const fails = (): FakeFailure => ({ status: 500, code: 'server_error' });
