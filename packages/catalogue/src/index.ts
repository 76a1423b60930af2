/**
 * @campus/catalogue — the learning catalogue of the Campus SDK as React components: lists of online courses,
 * trails, presential courses, webinars and live classes with the filters of spec §3 and the statuses of §4,
 * and item details. `@campus/catalogue/element` registers them as `<campus-course-catalogue>` and
 * `<campus-course-detail>`. Every export is named here on purpose: no `export *` of runtime code.
 * @packageDocumentation
 */

// --- components
export { CourseCatalogue } from './list/course-catalogue.js';
export type { CourseCatalogueProps } from './list/course-catalogue.js';
export { CourseDetail } from './detail/course-detail.js';
export type { CourseDetailProps } from './detail/course-detail.js';
export { ClassAttendance } from './instructor/class-attendance.js';
export type { ClassAttendanceProps } from './instructor/class-attendance.js';
export { CatalogueItemCard } from './shared/item-card.js';
export type { CatalogueItemCardProps } from './shared/item-card.js';
export { catalogueStyles } from './catalogue.styles.js';

// --- types, events and messages
export { CATALOGUE_TYPES, isCatalogueType, isDetailType } from './catalogue-type.js';
export type { CatalogueListItem, CatalogueType, DetailType } from './catalogue-type.js';
export type { ActivityOpenDetail, CourseOpenDetail } from './events.js';
export { CATALOGUE_MESSAGES } from './messages/catalogue-messages.js';
export { INSTRUCTOR_MESSAGES } from './instructor/messages/instructor-messages.js';

// --- pure helpers (filtering, queries, statuses); the API calls are core's (`fetchCataloguePage` …)
export { filterCatalogue, isJoined, prepareSearch } from './filter/filter-items.js';
export { foldText } from './filter/fold-text.js';
export { isDateRangeValid, listQueryOf, NO_CATEGORY } from './list/list-query.js';
export { warmCatalogueList } from './list/warm-catalogue-list.js';
export type { CatalogueFilters, ListQuery } from './list/list-query.js';
export { itemStatusView, OPEN_ACTIONS } from './status/item-status.js';
export type { ItemAction, ItemStatusView, StatusTone } from './status/item-status.js';
