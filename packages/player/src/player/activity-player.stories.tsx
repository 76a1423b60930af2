import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityPlayer } from './activity-player.js';
import { demoActivities, demoPresentialEvent } from '../testing/player-fixtures.test-util.js';
import { withFakeApi } from '../testing/story-campus.test-util.js';

// The stories show what opens without content: a story's fake API has no content origin, and the e2e suite fails
// on any failed request, so the viewers that fetch a file (PDF, video, embeds, packages) are covered by unit and
// browser tests, not here.
const meta = {
  title: 'Player/ActivityPlayer',
  component: ActivityPlayer,
  decorators: [withFakeApi],
  args: { itemId: 42, hierarchyOrder: 4 },
  // The fourth activity is an in-person event here: tests and games have their own stories (viewers/).
  parameters: {
    api: {
      activities: demoActivities().map((activity) =>
        activity.hierarchy_order === 4
          ? { ...activity, type: 'presential_event' as const, title: 'Encontro na loja' }
          : activity,
      ),
    },
  },
  argTypes: {
    onStatement: { action: 'campus-activity-statement' },
    onActivityChange: { action: 'campus-activity-change' },
  },
} satisfies Meta<typeof ActivityPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An in-person event (issue 26): date, place, status, the learner's presence and the way to the check-in. */
export const InPersonEvent: Story = {
  args: { eventId: 7, eventType: 'presential_class' },
  parameters: {
    api: {
      activities: meta.parameters.api.activities,
      presentialEvent: demoPresentialEvent(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Presença ainda não validada')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fazer check-in no evento' })).toBeVisible();
  },
};

/** The event's results published: the absence is said. */
export const InPersonEventAbsent: Story = {
  args: { eventId: 7, eventType: 'presential_class' },
  parameters: {
    api: {
      activities: meta.parameters.api.activities,
      presentialEvent: demoPresentialEvent({ status: 'finished', presence: 'absent', results_published: true }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ausência registrada')).toBeVisible();
  },
};

/** A sequential course: the activities after the pending one are locked, with the reason, and so is "next". */
export const SequentialLocked: Story = {
  args: { hierarchyOrder: 3 },
  parameters: { api: { sequential: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Esta atividade está bloqueada')).toBeVisible();
  },
};

/** Links from the host's routes: menu entries and previous/next are real links. */
export const WithLinks: Story = {
  args: { activityHref: (order: number) => `#/courses/42/activities/${order}` },
};

/** A Flash activity: never played, offered as a download that completes it. */
export const Flash: Story = {
  args: { hierarchyOrder: 1 },
  parameters: {
    api: {
      activities: [
        {
          ...demoActivities()[0],
          id: 201,
          title: 'Animação de boas-vindas',
          type: 'flash',
          status: 'not_started',
          progress: 0,
        },
        ...demoActivities().slice(1),
      ],
    },
  },
};

/** The course is unknown or not the learner's: the §8 message. */
export const NotFound: Story = { args: { itemId: 999 } };

/** Nobody signed in: an invitation, and no request to the API. */
export const SignedOut: Story = { parameters: { signedOut: true } };

/** On a phone the menu folds above the activity, behind its toggle. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
