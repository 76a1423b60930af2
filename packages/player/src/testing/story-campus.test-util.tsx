// Storybook support: each player story gets its own Campus (the test kit's) whose API is the player's fake
// (fixtures, never the network), in the language of the toolbar. Test-only.
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { playerStyles } from '../player/activity-player.styles.js';
import { createPlayerApi } from './fake-api.test-util.js';
import type { PlayerApiOptions } from './fake-api.test-util.js';

// Stories render in the light DOM: adopt the player styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [playerStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withFakeApi = withStoryCampus((context) => ({
  api: createPlayerApi((context.parameters['api'] as PlayerApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] !== true,
}));
