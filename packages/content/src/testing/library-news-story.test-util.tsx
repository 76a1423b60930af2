// Storybook support: each library or news story gets its own Campus (the test kit's) whose API is the library and
// news fake (fixtures, never the network), in the language of the toolbar. Test-only.
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { libraryStyles } from '../library/library.styles.js';
import { newsStyles } from '../news/news.styles.js';
import { createLibraryNewsApi, LEARNER_SESSION } from './library-news-api.test-util.js';
import type { LibraryNewsApiOptions } from './library-news-api.test-util.js';

// Stories render in the light DOM: adopt the styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') adoptStyles(document, [libraryStyles, newsStyles]);

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withLibraryNewsApi = withStoryCampus((context) => ({
  api: createLibraryNewsApi((context.parameters['api'] as LibraryNewsApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : LEARNER_SESSION,
}));

/** Every request never answers: the loading state. */
export const hangs = (): FakeFailure => 'hang';
