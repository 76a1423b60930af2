import type { Locale } from '@campus/core';
import type { CourseStatus, LiveClassStatus, PresentialClassStatus } from '@campus/core/rules';
import type { LocalizedNames } from '../db/schema';
import type { ItemLabel, ItemRecord, LabelList } from './item-reader';
import { localizedName } from '../shared/localized-name';
import { translatedText } from '../shared/translated-text';
import type {
  CatalogueItem,
  LibraryFile,
  LiveClass,
  News,
  OnlineCourse,
  Podcast,
  PresentialCatalog,
  PresentialCourse,
  Trail,
  Webinar,
} from '@campus/core/schemas';

/** A label on the wire. */
interface Label {
  id: number;
  name: string;
}

function label(id: number | null, names: LocalizedNames | null, locale: Locale): Label | null {
  return id === null || names === null ? null : { id, name: localizedName(names, locale) };
}

function labelsOf(labels: readonly ItemLabel[], list: LabelList, locale: Locale): Label[] {
  return labels
    .filter((entry) => entry.list === list)
    .map((entry) => ({ id: entry.id, name: localizedName(entry.names, locale) }));
}

/** Fields every item has on the wire; the title and description in `locale`, else the Portuguese of the row. */
function base(record: ItemRecord, locale: Locale) {
  return {
    id: record.id,
    title: translatedText(record.translations, locale, 'title', record.title),
    description: translatedText(record.translations, locale, 'description', record.description),
    image: record.image,
    category: label(record.categoryId, record.categoryNames, locale),
    areas: labelsOf(record.labels, 'country_areas', locale),
    groups: labelsOf(record.labels, 'groups_user', locale),
    tags: labelsOf(record.labels, 'tags', locale),
    begin_date: record.beginAt?.toISOString() ?? null,
    end_date: record.endAt?.toISOString() ?? null,
    favorite: record.favorite,
  };
}

function learner(record: ItemRecord) {
  return { status: record.learnerStatus as CourseStatus, progress: record.progress };
}

function seats(record: ItemRecord) {
  return {
    transmission_date: record.beginAt?.toISOString() ?? null,
    is_online: record.isOnline ?? false,
    vacancies: record.vacancies,
    available_vacancies: record.vacancies === null ? null : Math.max(0, record.vacancies - record.seatsTaken),
    subscribed: record.enrolled,
  };
}

/** An online course on the wire. */
export function toOnlineCourse(record: ItemRecord, locale: Locale): OnlineCourse {
  return {
    type: 'online_course',
    ...base(record, locale),
    ...learner(record),
    enrolled: record.enrolled,
    workload_minutes: record.workloadMinutes,
  };
}

/** A trail on the wire. */
export function toTrail(record: ItemRecord, locale: Locale): Trail {
  return {
    type: 'trail',
    ...base(record, locale),
    ...learner(record),
    enrolled: record.enrolled,
    workload_minutes: record.workloadMinutes,
    items_count: record.childCount,
  };
}

/** A presential catalogue on the wire. */
export function toPresentialCatalog(record: ItemRecord, locale: Locale): PresentialCatalog {
  return { type: 'presential_catalog', ...base(record, locale), presential_courses_count: record.childCount };
}

/** A presential course on the wire. */
export function toPresentialCourse(record: ItemRecord, locale: Locale): PresentialCourse {
  return {
    type: 'presential_course',
    ...base(record, locale),
    ...learner(record),
    enrolled: record.enrolled,
    presential_status: (record.status ?? 'scheduled') as PresentialClassStatus,
    is_online: record.isOnline ?? false,
    location: record.details.location ?? null,
    events_count: record.childCount,
    teaching: record.teaching,
  };
}

/** A webinar on the wire. */
export function toWebinar(record: ItemRecord, locale: Locale): Webinar {
  return {
    type: 'webinar',
    ...base(record, locale),
    ...learner(record),
    ...seats(record),
    webinar_status: (record.status ?? 'opened') as LiveClassStatus,
    speaker: record.details.speaker ?? null,
    teaching: record.teaching,
  };
}

/** A live class on the wire. */
export function toLiveClass(record: ItemRecord, locale: Locale): LiveClass {
  return {
    type: 'live_class',
    ...base(record, locale),
    ...learner(record),
    ...seats(record),
    live_class_status: (record.status ?? 'opened') as LiveClassStatus,
    instructor: record.details.instructor ?? null,
    teaching: record.teaching,
  };
}

/** A podcast on the wire. */
export function toPodcast(record: ItemRecord, locale: Locale): Podcast {
  return {
    type: 'podcast',
    ...base(record, locale),
    author: record.details.author ?? null,
    episodes_count: record.childCount,
  };
}

/** A library file on the wire; its category is the library category. */
export function toLibraryFile(record: ItemRecord, locale: Locale): LibraryFile {
  return {
    type: 'library_file',
    ...base(record, locale),
    extension: label(record.extensionId, record.extensionNames, locale),
    file_url: record.details.file_url ?? '',
    file_name: record.details.file_name ?? '',
    file_size: record.details.file_size ?? 0,
  };
}

/** A news article on the wire (its date is the publication date). */
export function toNews(record: ItemRecord, locale: Locale): News {
  return {
    type: 'news',
    ...base(record, locale),
    published_at: (record.beginAt ?? new Date(0)).toISOString(),
  };
}

/** Any item on the wire, by its type. */
export function toCatalogueItem(record: ItemRecord, locale: Locale): CatalogueItem {
  switch (record.type) {
    case 'online_course':
      return toOnlineCourse(record, locale);
    case 'trail':
      return toTrail(record, locale);
    case 'presential_catalog':
      return toPresentialCatalog(record, locale);
    case 'presential_course':
      return toPresentialCourse(record, locale);
    case 'webinar':
      return toWebinar(record, locale);
    case 'live_class':
      return toLiveClass(record, locale);
    case 'podcast':
      return toPodcast(record, locale);
    case 'library_file':
      return toLibraryFile(record, locale);
    case 'news':
      return toNews(record, locale);
  }
}
