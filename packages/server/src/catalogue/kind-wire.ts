import type { Locale } from '@campus/core';
import type { z } from 'zod';
import type { ItemRecord } from './item-reader';
import {
  toLibraryFile,
  toLiveClass,
  toNews,
  toOnlineCourse,
  toPodcast,
  toPresentialCatalog,
  toPresentialCourse,
  toTrail,
  toWebinar,
} from './item-wire';
import {
  libraryFileSchema,
  liveClassSchema,
  newsSchema,
  onlineCourseSchema,
  podcastSchema,
  presentialCatalogSchema,
  presentialCourseSchema,
  trailSchema,
  webinarSchema,
} from '@campus/core/schemas';
import type { CatalogueItemType } from '@campus/core/schemas';

/** How one kind's list entry looks on the wire: its schema and the record → wire mapping. */
export interface KindWire {
  readonly schema: z.core.$ZodType;
  readonly toWire: (record: ItemRecord, locale: Locale) => unknown;
}

/** The list entry of each kind (also the answer of the favourite and enrolment writes). */
export const KIND_WIRE: Readonly<Record<CatalogueItemType, KindWire>> = {
  online_course: { schema: onlineCourseSchema, toWire: toOnlineCourse },
  trail: { schema: trailSchema, toWire: toTrail },
  presential_catalog: { schema: presentialCatalogSchema, toWire: toPresentialCatalog },
  presential_course: { schema: presentialCourseSchema, toWire: toPresentialCourse },
  webinar: { schema: webinarSchema, toWire: toWebinar },
  live_class: { schema: liveClassSchema, toWire: toLiveClass },
  podcast: { schema: podcastSchema, toWire: toPodcast },
  library_file: { schema: libraryFileSchema, toWire: toLibraryFile },
  news: { schema: newsSchema, toWire: toNews },
};
