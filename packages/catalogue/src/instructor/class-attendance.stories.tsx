import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStoryCampus } from '@campus/ui/testing';
import { createInstructorApi, demoClassAttendance } from '../testing/instructor-fake-api.test-util.js';
import { ClassAttendance } from './class-attendance.js';

const meta = {
  title: 'Catalogue/ClassAttendance',
  component: ClassAttendance,
  decorators: [
    withStoryCampus((context) => ({
      api: createInstructorApi(
        (context.parameters['instructor'] as Parameters<typeof createInstructorApi>[0] | undefined) ?? {},
      ),
      session: true,
    })),
  ],
  args: { eventId: 7 },
} satisfies Meta<typeof ClassAttendance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An in-person event: two learners (one checked in), an activity awaiting the instructor. */
export const InPersonEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Presença de Igor Nunes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Liberar para a turma' })).toBeVisible();
  },
};

/** An event awaiting results: the instructor publishes them. */
export const AwaitingResults: Story = {
  parameters: {
    instructor: {
      attendance: demoClassAttendance({
        can_publish_results: true,
        class: { ...demoClassAttendance().class, status: 'awaiting_results' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Publicar resultados' })).toBeVisible();
  },
};

/** Nobody enrolled yet. */
export const NoLearners: Story = {
  parameters: { instructor: { attendance: demoClassAttendance({ learners: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ninguém se inscreveu nesta turma ainda.')).toBeVisible();
  },
};
