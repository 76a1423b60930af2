import type { ScormItem, ScormSco, ScormSequencing } from '../../activities/packages';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { courseActivities } from './catalogue';
import { createdAt } from './columns';

/** How an activity's content is held: one stored file, an extracted package, or an outside URL. */
export const ACTIVITY_CONTENT_KINDS = ['file', 'package', 'url'] as const;

/** A kind of {@link activityContents} row. */
export type ActivityContentKind = (typeof ACTIVITY_CONTENT_KINDS)[number];

/** The default organization of a SCORM manifest, as stored (see `ScormDescription.organization`). */
export interface StoredScormOrganization {
  readonly identifier: string;
  readonly title: string;
  readonly hasSequencing: boolean;
  /** The organization's own sequencing (absent in rows imported before sequencing was read). */
  readonly sequencing?: ScormSequencing;
  readonly items: readonly ScormItem[];
}

/** A WebVTT captions track of a video or audio file, as stored: its BCP 47 language (canonical) and object key. */
export interface StoredCaptionTrack {
  readonly language: string;
  readonly objectKey: string;
}

/**
 * The content of an imported activity (issue 20, `POST /api/admin/courses/{course_id}/activities/`): exactly
 * one row per imported activity, written in the activity row's transaction.
 * - `file` (pdf, video, audio, ppt, flash): `object_key` is the stored file, `content_type` and `size_bytes`
 *   what was checked by its bytes, `original_name` the uploaded name (for the download of a flash file).
 * - `package` (html, scorm): `object_key` is the prefix every file sits under (`activities/{id}/package`, each
 *   file at `{prefix}/{packageObjectKey(path)}`), `launch_path` the entry page or first SCO relative to the
 *   package root, `size_bytes` the inflated total; SCORM adds the version, the 2004 edition, the manifest's
 *   default organization tree and its SCO list, which the run-time roll-up counts.
 * - `url` (youtube, vimeo, wowza, linkedin_slidshare, scorm_cloud): `url` as validated.
 *
 * `captions` (a `file` of a video or audio only, else empty): the WebVTT tracks imported with it, each stored at
 * `activities/{id}/captions/{language}.vtt`, in the order they were sent.
 */
export const activityContents = pgTable(
  'activity_contents',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityContentKind>().notNull(),
    objectKey: text('object_key'),
    launchPath: text('launch_path'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    originalName: text('original_name'),
    url: text('url'),
    scormVersion: text('scorm_version').$type<'1.2' | '2004'>(),
    scormEdition: text('scorm_edition'),
    scormOrganization: jsonb('scorm_organization').$type<StoredScormOrganization>(),
    scormScos: jsonb('scorm_scos').$type<readonly ScormSco[]>(),
    captions: jsonb('captions').$type<readonly StoredCaptionTrack[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    check('activity_contents_kind_check', sql`${table.kind} in ('file', 'package', 'url')`),
    check(
      'activity_contents_shape_check',
      sql`(${table.kind} = 'url') = (${table.url} is not null and ${table.objectKey} is null)`,
    ),
    check('activity_contents_package_check', sql`${table.kind} <> 'package' or ${table.launchPath} is not null`),
    check(
      'activity_contents_scorm_check',
      sql`(${table.scormVersion} is null) = (${table.scormScos} is null) and (${table.scormVersion} is null or ${table.scormVersion} in ('1.2', '2004'))`,
    ),
    check(
      'activity_contents_captions_check',
      sql`jsonb_typeof(${table.captions}) = 'array' and (${table.kind} = 'file' or ${table.captions} = '[]'::jsonb)`,
    ),
  ],
);

/** A row of `activity_contents`. */
export type ActivityContentRow = typeof activityContents.$inferSelect;
