// Storybook support: each forum story gets its own Campus (the test kit's) whose API is the forum fake (fixtures,
// never the network), in the language of the toolbar. Test-only.
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { forumStyles } from '../forum/forum.styles.js';
import { createForumApi, FORUM_LEARNER_SESSION } from './forum-fake-api.test-util.js';
import type { ForumApiOptions } from './forum-fake-api.test-util.js';

// Stories render in the light DOM: adopt the forum styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [forumStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withForumApi = withStoryCampus((context) => ({
  api: createForumApi((context.parameters['api'] as ForumApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : FORUM_LEARNER_SESSION,
}));

/** Every request never answers: the loading state. */
export const forumHangs = (): FakeFailure => 'hang';

/** Every request fails: the error state. */
export const forumFails = (): FakeFailure => ({ status: 500, code: 'server_error' });
