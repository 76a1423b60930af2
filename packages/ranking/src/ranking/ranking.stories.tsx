import type { Meta, StoryObj } from '@storybook/react-vite';
import { entry, ME_ID, ranking } from '../testing/ranking-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { Ranking } from './ranking.js';

const meta = {
  title: 'Ranking/Ranking',
  component: Ranking,
  decorators: [withFakeApi],
  args: {},
} satisfies Meta<typeof Ranking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member third in the active campaign, their row highlighted. */
export const InTheTop: Story = {};

/** A long board with the member far below the top: their row follows after a gap and stays in view. */
export const OutsideTheTop: Story = {
  parameters: {
    api: {
      ranking: ranking({
        results: Array.from({ length: 30 }, (_, index) =>
          entry(
            index + 1,
            100 + index,
            `Participante ${index + 1}`,
            20_000 - index * 500,
            index < 5 ? 'highest' : 'intermediate',
          ),
        ),
        me: entry(87, ME_ID, 'Bruno Lima', 120),
      }),
    },
  },
};

/** The member has not scored in the campaign yet. */
export const NotRanked: Story = {
  parameters: {
    api: { ranking: ranking({ me: null, results: ranking().results.filter((line) => line.user.id !== ME_ID) }) },
  },
};

/** Nobody scored yet. */
export const Empty: Story = { parameters: { api: { ranking: ranking({ results: [], me: null }) } } };

/** No campaign is running: a previous one can still be chosen. */
export const NoActiveCampaign: Story = {
  parameters: {
    api: {
      fail: (_method: string, path: string) =>
        path === '/api/ranking/' ? { status: 404, code: 'no_active_campaign' } : undefined,
    },
  },
};

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** The ranking could not be loaded: the error with a retry. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in: an invitation, no request. */
export const SignedOut: Story = { parameters: { signedOut: true } };
