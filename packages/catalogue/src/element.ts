/**
 * `@campus/catalogue/element`: registers `<campus-course-catalogue>`, `<campus-course-detail>` and (issue 26)
 * `<campus-class-attendance>` (side effect of importing this module). Each renders in an open shadow root with the tokens, the toolkit and the
 * catalogue styles adopted as constructable stylesheets, and dispatches `campus-course-open` and
 * `campus-activity-open`.
 * @packageDocumentation
 */
import { defineElement } from '@campus/ui';
import type { ElementDocs } from '@campus/ui';
import { catalogueStyles } from './catalogue.styles.js';
import type { CourseDetailProps } from './detail/course-detail.js';
import { LazyCourseDetail } from './detail/lazy-course-detail.js';
import type { ActivityOpenDetail, CourseOpenDetail } from './events.js';
import { CourseCatalogue } from './list/course-catalogue.js';
import type { ClassAttendanceProps } from './instructor/class-attendance.js';
import { LazyClassAttendance } from './instructor/lazy-class-attendance.js';
import type { CourseCatalogueProps } from './list/course-catalogue.js';

const COURSE_OPEN_EVENT =
  'A person chose to start, continue, review or enter an item: `detail` is `{ type, id, trailId?, catalogId? }` ' +
  '(`type` is the route type, e.g. `live-classes`; `trailId` is set for items opened inside a trail, `catalogId` ' +
  'for presential courses of a presential catalogue). Route to the player.';

const ACTIVITY_OPEN_EVENT =
  'A person chose to open one activity of a course (in its detail): `detail` is `{ type, id, hierarchyOrder, trailId? }` ' +
  '(`type` is the course’s route type, `online-courses`; `hierarchyOrder` the activity’s place, as in ' +
  '`courses/{id}/activities/{hierarchy_order}`; `trailId` is set for a course opened inside a trail). Route to the player.';

const ITEM_PARTS = {
  item: 'One item (course, trail, webinar …) as a card.',
  'item-image': 'The cover image of an item.',
  'item-title': 'The title of an item.',
  'item-status': 'The status badge of an item (spec §4 statuses).',
  'item-facts': 'Dates, workload, people, place and seats of an item.',
  'item-notice': 'Why an action is missing: “Vagas esgotadas”, “Você foi bloqueado” …',
  'item-actions': 'The buttons of an item.',
  'item-favorite': 'The favourite toggle (a heart).',
  error: 'The message of a failed action.',
};

// The docs feed the element manifest and reference (`npm run manifest`, run from source). They are tooling
// metadata, like React's development warnings: production bundles (NODE_ENV=production) leave them out.
const withDocs = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

const CATALOGUE_DOCS: ElementDocs<CourseCatalogueProps> = {
  description:
    'A catalogue list — online courses, trails, presential courses, webinars or live classes — with every ' +
    'filter of its kind, search, favourites, enrolment and subscription (asked first), each status with its ' +
    'action, and the item details in place.',
  attributes: {
    type: {
      description: 'Which catalogue: `online-courses`, `trails`, `presential-courses`, `webinars` or `live-classes`.',
      default: 'online-courses',
    },
  },
  events: { onCourseOpen: COURSE_OPEN_EVENT, onActivityOpen: ACTIVITY_OPEN_EVENT },
  parts: {
    catalogue: 'The whole widget.',
    title: 'The catalogue heading.',
    filters: 'The search field and the filters.',
    'filter-panel': 'The disclosure holding the filters other than search.',
    'filter-toggle': 'The button that opens the filters.',
    loading: 'The placeholder shown during the first load.',
    more: 'The count of loaded items and the “load more” button.',
    ...ITEM_PARTS,
    detail: 'An item’s detail, shown in place.',
    'detail-title': 'The title of the item in the detail.',
    'detail-image': 'The cover image in the detail.',
    items: 'What a trail or presential catalogue holds.',
    activities: 'The activities of a course, in order, with the course’s count of activities done.',
    activity: 'One activity of a course: type, status, progress, why it is blocked, open button.',
    events: 'The events of a presential course.',
    event: 'One event of a presential course.',
    'virtual-list': 'The scrolling list (from the toolkit).',
  },
  cssProperties: {
    '--campus-catalogue-list-height': {
      description: 'Height of the scrolling list.',
      default: 'min(70vh, 48 * var(--campus-rem))',
    },
    '--campus-catalogue-image-width': {
      description: 'Width of an item’s cover beside its text on wide screens.',
      default: 'calc(12 * var(--campus-rem))',
    },
  },
};

const DETAIL_DOCS: ElementDocs<CourseDetailProps> = {
  description:
    'One item’s detail: a course with its progress, status and activities, a trail with its items, a presential course ' +
    'with its events, a webinar or live class with its transmission date, seats and subscription.',
  attributes: {
    type: {
      description:
        'What the item is: `online-courses`, `trails`, `presential-courses`, `webinars`, `live-classes` or ' +
        '`presential-catalogs`.',
      default: undefined,
    },
    itemId: {
      description: 'The item’s id (`item-id`; the global `id` attribute stays the element’s own).',
      default: undefined,
    },
    trailId: {
      description: 'The trail the item is shown in (`trails/{id_trail}/…` routes); passed on in `campus-course-open`.',
      default: undefined,
    },
    catalogId: {
      description:
        'The presential catalogue a presential course is shown in ' +
        '(`trails/{id_trail}/presential-catalogs/{id_catalog}/…`); passed on in `campus-course-open`.',
      default: undefined,
    },
  },
  events: { onCourseOpen: COURSE_OPEN_EVENT, onActivityOpen: ACTIVITY_OPEN_EVENT },
  parts: {
    detail: 'The whole detail.',
    'detail-title': 'The item’s title.',
    'detail-image': 'The item’s cover image.',
    items: 'What a trail or presential catalogue holds.',
    activities: 'The activities of a course, in order, with the course’s count of activities done.',
    activity: 'One activity of a course: type, status, progress, why it is blocked, open button.',
    events: 'The events of a presential course.',
    event: 'One event of a presential course.',
    ...ITEM_PARTS,
  },
  cssProperties: {
    '--campus-catalogue-image-width': {
      description: 'Width of a nested item’s cover beside its text on wide screens.',
      default: 'calc(12 * var(--campus-rem))',
    },
  },
};

defineElement<CourseCatalogueProps>('campus-course-catalogue', CourseCatalogue, {
  attributes: { type: 'string' },
  events: { onCourseOpen: 'campus-course-open', onActivityOpen: 'campus-activity-open' },
  styles: [catalogueStyles],
  ...(withDocs ? { docs: CATALOGUE_DOCS } : {}),
});

defineElement<CourseDetailProps>('campus-course-detail', LazyCourseDetail, {
  attributes: { type: 'string', itemId: 'string', trailId: 'string', catalogId: 'string' },
  events: { onCourseOpen: 'campus-course-open', onActivityOpen: 'campus-activity-open' },
  styles: [catalogueStyles],
  ...(withDocs ? { docs: DETAIL_DOCS } : {}),
});

const ATTENDANCE_DOCS: ElementDocs<ClassAttendanceProps> = {
  description:
    'The attendance of a class the signed-in instructor teaches (spec §6, issue 26): a live class’s, webinar’s or ' +
    'in-person event’s enrolled learners with a presence toggle each (also validated by the event’s check-in), the ' +
    'activities with “Liberar para a turma” and a per-learner authorisation for those awaiting the instructor, an ' +
    'in-person event’s results to publish, and a live transmission’s start and finish. Anyone else sees not-found.',
  attributes: {
    itemId: { description: 'A live class or webinar, by its item id (`item-id`).', default: undefined },
    eventId: { description: 'An in-person event, by its id (`event-id`); wins over `item-id`.', default: undefined },
    headingLevel: {
      description: 'The level of the widget’s heading (2–6), to fit the host page’s outline.',
      default: 2,
    },
  },
  parts: {
    attendance: 'The whole widget.',
    transmission: 'The live transmission’s status and its start/finish buttons.',
    learners: 'The enrolled learners.',
    learner: 'One learner: the presence toggle and the authorisations to give.',
    'class-activities': 'The class’s activities.',
    'class-activity': 'One activity, with “Liberar para a turma” when it awaits the instructor.',
    results: 'An in-person event’s results to publish.',
    error: 'The message of a failed action.',
  },
};

// Issue 26: the instructor's attendance, in a chunk of its own (styles and messages included).
defineElement<ClassAttendanceProps>('campus-class-attendance', LazyClassAttendance, {
  attributes: { itemId: 'string', eventId: 'string', headingLevel: 'number' },
  styles: [catalogueStyles],
  ...(withDocs ? { docs: ATTENDANCE_DOCS } : {}),
});

declare global {
  interface HTMLElementTagNameMap {
    'campus-course-catalogue': HTMLElement & { type?: string };
    'campus-course-detail': HTMLElement & { type?: string; itemId?: string; trailId?: string; catalogId?: string };
    'campus-class-attendance': HTMLElement & { itemId?: string; eventId?: string; headingLevel?: number };
  }
}

export type { ActivityOpenDetail, CourseOpenDetail };

// The events every widget dispatches besides its own (`campus-session-expired`), typed without React.
export type { WidgetEventMap } from '@campus/ui/element-events';
