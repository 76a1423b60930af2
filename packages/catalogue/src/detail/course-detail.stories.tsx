import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  COVER,
  liveClass,
  onlineCourse,
  presentialCatalogDetail,
  presentialCourseDetail,
  trailDetail,
  webinar,
} from '../testing/catalogue-fixtures.test-util';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util';
import { CourseDetail } from './course-detail';

const meta = {
  title: 'Catalogue/CourseDetail',
  component: CourseDetail,
  decorators: [withFakeApi],
  args: { type: 'online-courses', itemId: 101 },
  argTypes: { onCourseOpen: { action: 'campus-course-open' } },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course in progress, with its progress bar. */
export const Course: Story = {
  parameters: {
    api: {
      lists: {
        'online-courses': [onlineCourse({ enrolled: true, status: 'in_progress', progress: 35, image: COVER })],
      },
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
