import { ACTIVITY_TYPES } from '@campus/core/rules';
import type { ActivityType } from '@campus/core/rules';
import { z } from 'zod';
import { MAX_CAPTION_BYTES, MAX_CAPTION_FILES } from './caption-files';
import { MAX_GAME_IMAGE_BYTES, MAX_GAME_IMAGE_FILES } from './game-images';
import { captionUploadsSchema, imageUploadsSchema, temporaryUploadSchema } from './import-form';

/** The import route's path (`:course_id`: the course, webinar, live class or presential course). */
export const ACTIVITY_IMPORT_PATH = '/api/admin/courses/:course_id/activities/';

/** `{course_id}` of the import route. */
export const activityImportParamsSchema = z.object({
  course_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The multipart form of an import: every field is text but `file` and the caption files. */
export const activityImportFormSchema = z.object({
  type: z.enum(ACTIVITY_TYPES as [ActivityType, ...ActivityType[]]).describe('The activity type (spec §3).'),
  title: z.string().trim().min(1).max(255),
  hierarchy_order: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .transform(Number)
    .optional()
    .describe('Its position in the course (1 first); default: after the last activity.'),
  url: z.string().max(4096).optional().describe('For youtube, vimeo, wowza, linkedin_slidshare, scorm_cloud.'),
  file: temporaryUploadSchema.optional().describe('For pdf, video, audio, ppt, flash, html (zip), scorm (zip).'),
  content: temporaryUploadSchema
    .optional()
    .describe(
      'For the tests and quizzes, the reaction evaluation and the games: the JSON document (core ' +
        '`testDocumentSchema`, `reactionDocumentSchema`, `GAME_DOCUMENT_SCHEMAS[type]`; docs/server.md "Tests and ' +
        'quizzes", "Games"), at most 1 MB.',
    ),
  captions: captionUploadsSchema
    .optional()
    .describe(
      `Video and audio only: WebVTT caption files, each sent as its own file field named \`captions[<BCP 47 ` +
        `language>]\` (\`captions[pt-BR]\`, \`captions[en-US]\`), at most ${MAX_CAPTION_FILES}, each at most ` +
        `${MAX_CAPTION_BYTES / 1024} KB, one per language.`,
    ),
  images: imageUploadsSchema
    .optional()
    .describe(
      `Games only: pictures (PNG, JPEG, WebP, GIF by their bytes), the file field \`images\` repeated, at most ` +
        `${MAX_GAME_IMAGE_FILES}, each at most ${MAX_GAME_IMAGE_BYTES / (1024 * 1024)} MB; the document names one ` +
        'by its file name as an image `url` `file:<name>`, and only those named are stored.',
    ),
});

const scormSchema = z.object({
  version: z.enum(['1.2', '2004']),
  edition: z.string().nullable().describe('2004 only: `2nd`, `3rd`, `4th` or `unknown`.'),
  scos: z.array(z.object({ identifier: z.string(), title: z.string(), launch_url: z.string() })),
});

/** The created activity (201). */
export const importedActivitySchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  hierarchy_order: z.number().int(),
  type: z.string(),
  title: z.string(),
  document: z
    .object({ kind: z.enum(['test', 'reaction', 'game']), questions: z.number().int() })
    .nullable()
    .describe(
      'A test’s, reaction evaluation’s or game’s document: its kind and the questions of its bank (a game: its ' +
        'items — statements, items, blanks, pairs or cards; 1 for an enigma).',
    ),
  content: z
    .object({
      kind: z.enum(['file', 'package', 'url']),
      content_type: z.string().nullable(),
      size: z.number().int().nullable().describe('Bytes: the file, or a package’s files inflated.'),
      launch_path: z.string().nullable().describe('A package’s entry page or first SCO, relative to its root.'),
      url: z.string().nullable(),
      scorm: scormSchema.nullable(),
      captions: z
        .array(z.object({ language: z.string().describe('Canonical BCP 47 (`pt-BR`).') }))
        .describe('The WebVTT caption files stored with a video or audio, in the order sent; else empty.'),
    })
    .nullable()
    .describe('The stored content; null for a test, reaction evaluation or game (its `document`).'),
});

/** A created activity on the wire. */
export type ImportedActivityBody = z.infer<typeof importedActivitySchema>;
