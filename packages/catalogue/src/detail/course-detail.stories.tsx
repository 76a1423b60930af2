import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  COVER,
  courseActivities,
  liveClass,
  onlineCourse,
  presentialCatalogDetail,
  presentialCourseDetail,
  trailDetail,
  webinar,
} from '../testing/catalogue-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { CourseDetail } from './course-detail.js';

const meta = {
  title: 'Catalogue/CourseDetail',
  component: CourseDetail,
  decorators: [withFakeApi],
  args: { type: 'online-courses', itemId: 101 },
  argTypes: {
    onCourseOpen: { action: 'campus-course-open' },
    onActivityOpen: { action: 'campus-activity-open' },
  },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A course in progress, with its progress bar and its activities: done, started (with its progress), blocked on a
 * failed block test, awaiting the instructor, not started.
 */
export const Course: Story = {
  parameters: {
    api: {
      lists: {
        'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 35, image: COVER })],
      },
    },
  },
};

/** A course the learner has not enrolled in: the activities are listed, and enrolling comes first. */
export const CourseNotEnrolled: Story = {
  parameters: { api: { lists: { 'online-courses': [onlineCourse({ image: COVER })] } } },
};

/** A course without activities yet. */
export const CourseWithoutActivities: Story = {
  parameters: {
    api: {
      lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'not_started' })] },
      activities: { 101: courseActivities(101, { activities: [] }) },
    },
  },
};

/** The course loaded but its activities did not: the error with a retry, under the course. */
export const CourseActivitiesLoadFailed: Story = {
  parameters: {
    api: {
      lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 35 })] },
      fail: (_method: string, path: string) =>
        path.endsWith('/activities/') ? { status: 500, code: 'server_error' } : undefined,
    },
  },
};

/** A trail with its courses, presential catalogue, webinars and live classes. */
export const Trail: Story = {
  args: { type: 'trails', itemId: 201 },
  parameters: { api: { details: { 'trails/201': trailDetail() } } },
};

/** A presential course with its events (one with no seat left). */
export const PresentialCourse: Story = {
  args: { type: 'presential-courses', itemId: 301 },
  parameters: {
    api: {
      details: {
        'presential-courses/301': presentialCourseDetail({
          events: presentialCourseDetail().events.map((event, index) =>
            index === 0 ? { ...event, available_vacancies: 0 } : event,
          ),
        }),
      },
    },
  },
};

/** A presential catalogue reached through a trail. */
export const PresentialCatalog: Story = {
  args: { type: 'presential-catalogs', itemId: 601, trailId: 201 },
  parameters: { api: { details: { 'presential-catalogs/601': presentialCatalogDetail() } } },
};

/** A webinar with its transmission date, speaker and seats. */
export const Webinar: Story = {
  args: { type: 'webinars', itemId: 401 },
  parameters: { api: { lists: { webinars: [webinar()] } } },
};

/** A live class with every seat taken: 'Vagas esgotadas'. */
export const LiveClassNoVacancy: Story = {
  args: { type: 'live-classes', itemId: 501 },
  parameters: {
    api: { lists: { 'live-classes': [liveClass({ live_class_status: 'no_vacancy', available_vacancies: 0 })] } },
  },
};

/** Loading. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Unknown or forbidden item (404). */
export const NotFound: Story = { args: { type: 'live-classes', itemId: 999 }, parameters: { api: {} } };

/** The detail failed to load, with a retry. */
export const LoadFailed: Story = { parameters: { api: { fail: fails } } };

/** The sign-up confirmation of a webinar (a seat is taken only after confirming). */
export const SubscribeConfirmation: Story = {
  args: { type: 'webinars', itemId: 401 },
  parameters: { api: { lists: { webinars: [webinar()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Inscrever-se' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'Confirmar inscrição?' })).toBeVisible();
  },
};

/** The unenrol confirmation of a course. */
export const UnenrolConfirmation: Story = {
  parameters: {
    api: { lists: { 'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 35 })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar inscrição' }));
    await expect(await canvas.findByRole('alertdialog', { name: 'Cancelar inscrição?' })).toBeVisible();
  },
};
