import type { Meta, StoryObj } from '@storybook/react-vite';
import { COVER, liveClass, onlineCourse, presentialCourse, webinar } from '../testing/catalogue-fixtures.test-util.js';
import { withFakeApi } from '../testing/story-campus.test-util.js';
import { CatalogueItemCard } from './item-card.js';

const meta = {
  title: 'Catalogue/CatalogueItemCard',
  component: CatalogueItemCard,
  decorators: [withFakeApi],
  args: {
    item: onlineCourse(),
    onAction: () => undefined,
    onToggleFavorite: () => undefined,
    onOpenDetail: () => undefined,
  },
} satisfies Meta<typeof CatalogueItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not enrolled yet: "Inscrever-se". */
export const NotEnrolled: Story = {};

/** In progress, a favourite, with a cover. */
export const InProgress: Story = {
  args: { item: onlineCourse({ enrolled: true, status: 'in_progress', progress: 60, favorite: true, image: COVER }) },
};

/** Blocked: 'Você foi bloqueado'. */
export const Blocked: Story = { args: { item: onlineCourse({ enrolled: true, status: 'blocked', progress: 80 }) } };

/** A write on the item is running. */
export const Busy: Story = { args: { item: onlineCourse({ enrolled: true }), busy: true } };

/** A live class with no seat left: 'Vagas esgotadas'. */
export const NoVacancy: Story = {
  args: { item: liveClass({ live_class_status: 'no_vacancy', available_vacancies: 0 }) },
};

/** A webinar the person is subscribed to. */
export const SubscribedWebinar: Story = { args: { item: webinar({ subscribed: true }) } };

/** A presential course for invited people only. */
export const InvitedOnly: Story = { args: { item: presentialCourse({ presential_status: 'invited_only' }) } };
