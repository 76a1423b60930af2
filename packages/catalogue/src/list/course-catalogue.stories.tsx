import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  COVER,
  coursesInEveryStatus,
  liveClassesInEveryStatus,
  presentialCoursesInEveryStatus,
  trail,
  trailDetail,
  webinar,
} from '../testing/catalogue-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { CourseCatalogue } from './course-catalogue.js';

const meta = {
  title: 'Catalogue/CourseCatalogue',
  component: CourseCatalogue,
  decorators: [withFakeApi],
  args: { type: 'online-courses' },
  argTypes: { onCourseOpen: { action: 'campus-course-open' } },
} satisfies Meta<typeof CourseCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online courses in every learner status of spec §4, each with its action. */
export const OnlineCourses: Story = {
  parameters: {
    api: {
      lists: {
        'online-courses': coursesInEveryStatus().map((item, index) => (index === 2 ? { ...item, image: COVER } : item)),
      },
    },
  },
};

/** Nobody signed in yet: an invitation, and no request to the API. */
export const SignedOut: Story = {
  parameters: { signedOut: true, api: { lists: { 'online-courses': coursesInEveryStatus() } } },
};

/** Trails; "Ver detalhes" shows a trail's items in place. */
export const Trails: Story = {
  args: { type: 'trails' },
  parameters: {
    api: {
      lists: {
        trails: [
          trail(),
          trail({ id: 202, title: 'Trilha de vendas', enrolled: false, status: 'not_started', progress: 0 }),
        ],
      },
      details: { 'trails/201': trailDetail() },
    },
  },
};

/** Presential courses in every in-person status. */
export const PresentialCourses: Story = {
  args: { type: 'presential-courses' },
  parameters: { api: { lists: { 'presential-courses': presentialCoursesInEveryStatus() } } },
};

/** Webinars: opened, subscribed, offline. */
export const Webinars: Story = {
  args: { type: 'webinars' },
  parameters: {
    api: {
      lists: {
        webinars: [
          webinar(),
          webinar({ id: 403, title: 'Webinar com inscrição', subscribed: true }),
          webinar({ id: 404, title: 'Webinar offline', webinar_status: 'offline' }),
        ],
      },
    },
  },
};

/** Live classes in every status of spec §4, with 'Vagas esgotadas'. */
export const LiveClasses: Story = {
  args: { type: 'live-classes' },
  parameters: { api: { lists: { 'live-classes': liveClassesInEveryStatus() } } },
};

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Nothing published yet. */
export const Empty: Story = { parameters: { api: { lists: { 'online-courses': [] } } } };

/** The list failed to load: the message and a retry button. */
export const LoadFailed: Story = { parameters: { api: { fail: fails } } };
