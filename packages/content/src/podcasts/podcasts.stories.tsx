import type { Meta, StoryObj } from '@storybook/react-vite';
import { usePackageMessages } from '@campus/ui';
import { PODCASTS_MESSAGES } from '../messages/podcasts/podcasts-messages.js';
import { LearnerPlaylists } from './learner-playlists.js';
import { Podcasts } from './podcasts.js';
import { podcastsFail, podcastsHang, withPodcastsApi } from '../testing/podcasts-story.test-util.js';

const meta = {
  title: 'Content/Podcasts',
  component: Podcasts,
  decorators: [withPodcastsApi],
} satisfies Meta<typeof Podcasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The playlists' editor as `<Podcasts>` shows it under the list (which loads the podcasts' messages for it). */
function PlaylistsEditor() {
  usePackageMessages(PODCASTS_MESSAGES);
  return <LearnerPlaylists headingLevel={2} />;
}

/** The podcasts with the search and the favourites filter, then the learner's playlists. */
export const List: Story = {};

/** A search (route `podcasts/search/{name}`). */
export const Search: Story = { args: { search: 'vendas' } };

/** A podcast's detail (route `podcasts/{id}`): its seasons and their episodes, to play or add to a playlist. */
export const Podcast: Story = { args: { podcastId: 7 } };

/** The learner's playlists alone: one with episodes of two podcasts (to play, reorder, remove), one empty. */
export const LearnerPlaylistsEditor: Story = {
  name: 'Learner playlists',
  render: () => <PlaylistsEditor />,
};

/** No podcast yet, and no playlist. */
export const Empty: Story = { parameters: { api: { podcasts: [], playlists: [] } } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: podcastsHang } } };

/** The podcasts and the playlists failed to load. */
export const Failed: Story = { parameters: { api: { fail: podcastsFail } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
