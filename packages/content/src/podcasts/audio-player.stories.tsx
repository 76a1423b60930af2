import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioPlayer } from './audio-player.js';
import { queuedEpisode } from '../testing/podcasts-fixtures.test-util.js';
import { withPodcastsApi, withQueuedEpisode } from '../testing/podcasts-story.test-util.js';
import type { StoryPlayerQueue } from '../testing/podcasts-story.test-util.js';

const meta = {
  title: 'Content/AudioPlayer',
  component: AudioPlayer,
  // The episode goes into the story's own Campus: the queue decorator is listed first, so it runs inside it.
  decorators: [withQueuedEpisode, withPodcastsApi],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const player = (value: StoryPlayerQueue) => ({ player: value });

/** The mini player with an episode loaded, paused (its audio a short silent file that needs no network). */
export const Paused: Story = { parameters: player({ queue: [queuedEpisode()] }) };

/** The second of a playlist's episodes: previous and next both go somewhere. */
export const InAPlaylist: Story = {
  parameters: player({
    queue: [
      queuedEpisode({ id: 11, title: 'Abordagem' }),
      queuedEpisode(),
      queuedEpisode({ id: 13, title: 'Objeções' }),
    ],
    index: 1,
  }),
};
