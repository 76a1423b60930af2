import { audioPlayerOf } from '@campus/core';
// Storybook support: each podcasts story gets its own Campus (the test kit's) whose API is the podcasts fake
// (fixtures, never the network), in the language of the toolbar; the player's stories put an episode in the
// instance's audio player first. Test-only.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { AudioQueueEntry } from '@campus/core';
import type { FakeFailure } from '@campus/core/testing';
import { adoptStyles, useCampus } from '@campus/ui';
import { withStoryCampus } from '@campus/ui/testing';
import { audioPlayerStyles } from '../podcasts/audio-player.styles.js';
import { playlistEditorStyles } from '../podcasts/playlist-editor.styles.js';
import { podcastsStyles } from '../podcasts/podcasts.styles.js';
import { createPodcastsApi, PODCASTS_LEARNER_SESSION } from './podcasts-api.test-util.js';
import type { PodcastsApiOptions } from './podcasts-api.test-util.js';

// Stories render in the light DOM: adopt the styles next to the toolkit's (see .storybook/preview.ts).
if (typeof document !== 'undefined') {
  adoptStyles(document, [podcastsStyles, playlistEditorStyles, audioPlayerStyles]);
}

/** Wraps a story in a Campus serving `parameters.api` (fake API options); `parameters.signedOut` for no session. */
export const withPodcastsApi = withStoryCampus((context) => ({
  api: createPodcastsApi((context.parameters['api'] as PodcastsApiOptions | undefined) ?? {}),
  session: context.parameters['signedOut'] === true ? false : PODCASTS_LEARNER_SESSION,
}));

/** What the player stories put in the player (`parameters.player`). */
export interface StoryPlayerQueue {
  readonly queue: readonly AudioQueueEntry[];
  /** The entry shown. @default 0 */
  readonly index?: number;
  /** Playing (the browser may refuse to start without a gesture) or paused. @default false */
  readonly playing?: boolean;
}

function QueuedEpisode({ player, children }: { player: StoryPlayerQueue | undefined; children: ReactNode }) {
  const store = audioPlayerOf(useCampus());
  // Once, before the player first renders: it shows the episode from its first paint.
  useState(() => {
    if (!player) return;
    store.getState().playQueue(player.queue, player.index ?? 0);
    store.getState().setPlaying(player.playing ?? false);
  });
  return children;
}

/** Puts `parameters.player` in the story's audio player (inside {@link withPodcastsApi}: list it before, as decorators listed first are innermost). */
export const withQueuedEpisode: Decorator = (Story, context) => (
  <QueuedEpisode player={context.parameters['player'] as StoryPlayerQueue | undefined}>
    <Story />
  </QueuedEpisode>
);

/** Every request never answers: the loading state. */
export const podcastsHang = (): FakeFailure => 'hang';

/** Every request fails: the error state. */
export const podcastsFail = (): FakeFailure => ({ status: 500, code: 'server_error' });
