import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SenceCourse } from '@campus/core/schemas';
import { courseActivities, onlineCourse } from '../testing/catalogue-fixtures.test-util.js';
import type { CatalogueApiOptions } from '../testing/fake-api.test-util.js';
import { withFakeApi } from '../testing/story-campus.test-util.js';
import { CourseDetail } from './course-detail.js';

const meta = {
  title: 'Catalogue/SENCE session',
  component: CourseDetail,
  decorators: [withFakeApi],
  args: { type: 'online-courses', itemId: 101 },
  argTypes: { onActivityOpen: { action: 'campus-activity-open' } },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = new Date().toISOString();

/** The fake API of a SENCE course with the learner's session as `session` says. */
function senceApi(session: SenceCourse['session']): CatalogueApiOptions {
  const open = session?.status === 'open';
  return {
    lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 35 })] },
    activities: { 101: { ...courseActivities(101), sence_course: true, sence_session_required: !open } },
    sence: {
      101: {
        course_id: 101,
        sence_code: '1237654321',
        course_code: 'CL-0042',
        training_line: '3',
        session_open: open,
        session,
      },
    },
  };
}

const attempt = (more: Partial<NonNullable<SenceCourse['session']>>): NonNullable<SenceCourse['session']> => ({
  status: 'pending',
  error_code: null,
  run: '12.345.678-5',
  started_at: NOW,
  opened_at: null,
  closed_at: null,
  sence_session_id: null,
  ...more,
});

/**
 * A SENCE course before today's session: the codes, the RUN field and the start; the activities stay locked. A RUN
 * with a wrong check digit is refused as typed, and kept.
 */
export const SessionRequired: Story = {
  parameters: { api: senceApi(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = await canvas.findByRole('textbox', { name: /RUN/ });
    await userEvent.type(run, '12.345.678-6');
    await expect(run).toHaveAttribute('aria-invalid', 'true');
    await expect(run).toHaveValue('12.345.678-6');
  },
};

/** SENCE answered 210 (the 3 minutes to enter RUT and password ran out): its message, and the form to retry. */
export const SessionFailed: Story = {
  parameters: { api: senceApi(attempt({ status: 'failed', error_code: 210 })) },
};

/** Today's session is open: the activities open, and the session can be closed. */
export const SessionOpen: Story = {
  parameters: { api: senceApi(attempt({ status: 'open', opened_at: NOW, sence_session_id: 'S-1' })) },
};

/** SENCE refused the close (CerrarSesion answered 300): its code and message; the session stays open, the close again. */
export const CloseRefused: Story = {
  parameters: {
    api: senceApi(attempt({ status: 'open', opened_at: NOW, sence_session_id: 'S-1', close_error_code: 300 })),
  },
};
