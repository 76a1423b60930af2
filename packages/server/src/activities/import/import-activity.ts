import { readFile } from 'node:fs/promises';
import type { ActivityType } from '@campus/core/rules';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACTIVITY_HOLDER_TYPES } from '../../catalogue/catalogue-kinds';
import type { CampusDb } from '../../db/database';
import { executeRows } from '../../db/execute-rows';
import { withTransaction } from '../../db/transaction';
import { activityContents, activityDocuments, catalogueItems, courseActivities } from '../../db/schema';
import type { ActivityContentRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { violatedUniqueConstraint } from '../../loyalty/earning/unique-violation';
import { InvalidObjectKeyError } from '../../storage/object-store';
import type { ObjectStore } from '../../storage/object-store';
import { extractPackage, packageObjectKey, PackageRefusedError } from '../packages';
import type { PackageLimits } from '../packages';
import type { CheckedContent } from './activity-content-source';
import { documentQuestions } from './activity-documents';
import type { CheckedDocument } from './activity-documents';
import { replaceStrings, storeGameImage } from './game-images';

/** The unique index that keeps one activity per position in a course. */
const ORDER_INDEX = 'course_activities_course_order_idx';

/** What an import writes with. */
export interface ImportDependencies {
  readonly db: CampusDb;
  readonly store: ObjectStore;
  readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The activity to create. */
export interface ActivityImport {
  readonly courseId: number;
  readonly type: ActivityType;
  readonly title: string;
  /** Its position; default: after the course's last activity. */
  readonly hierarchyOrder?: number | undefined;
  readonly content: CheckedContent;
  readonly packageLimits?: Partial<PackageLimits> | undefined;
}

/** The created activity and its content row. */
export interface ImportedActivity {
  readonly id: number;
  readonly courseId: number;
  readonly hierarchyOrder: number;
  readonly type: ActivityType;
  readonly title: string;
  /** The stored content; `null` for a test, reaction evaluation or game, whose content is its document. */
  readonly content: ActivityContentRow | null;
  /** A test's, reaction evaluation's or game's document: its kind and the size of its bank (a game: its items). */
  readonly document: { readonly kind: 'test' | 'reaction' | 'game'; readonly questions: number } | null;
}

/**
 * The item `courseId` of the client that holds activities (an online course, a webinar, a live class or a
 * presential course), for its administrator; unpublished ones too (an administrator fills a course before
 * publishing it).
 * @throws 404 `not_found` for an unknown item, another client's, or an item of a kind without activities
 */
export async function requireCourseOfClient(db: CampusDb, clientId: number, courseId: number): Promise<void> {
  const [course] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.id, courseId),
        eq(catalogueItems.clientId, clientId),
        inArray(catalogueItems.type, [...ACTIVITY_HOLDER_TYPES]),
      ),
    );
  if (!course) throw new ApiError(404, 'not_found');
}

const orderTaken = (order: number) =>
  new ApiError(409, 'activity_order_taken', { order }, { fieldErrors: { hierarchy_order: 'taken' } });

/** The object-store prefix of an activity's content: everything it stores starts with it. */
export function activityObjectPrefix(activityId: number): string {
  return `activities/${activityId}`;
}

/**
 * Where an HTML or SCORM package's zip is kept as uploaded, beside its extracted files: the content origin serves
 * it for offline downloads (docs/server.md "Content origin"). Packages imported before issue 23 have none.
 */
export function packageZipObjectKey(activityId: number): string {
  return `${activityObjectPrefix(activityId)}/package.zip`;
}

/** The object key of an activity's caption file in `language` (canonical BCP 47: letters, digits, hyphens). */
export function captionObjectKey(activityId: number, language: string): string {
  return `${activityObjectPrefix(activityId)}/captions/${language}.vtt`;
}

/** The media type caption files are stored and served with. */
export const CAPTION_CONTENT_TYPE = 'text/vtt; charset=utf-8';

/**
 * Stores the content's bytes under the activity's prefix and answers its `activity_contents` values. Every key is
 * added to `written` before its write, so a failure half-way leaves a list of everything to delete. A video's or
 * audio's caption files go next to it, under `captions/{language}.vtt`.
 */
async function storeContent(
  store: ObjectStore,
  activityId: number,
  content: CheckedContent,
  written: string[],
  packageLimits: Partial<PackageLimits> | undefined,
): Promise<Omit<typeof activityContents.$inferInsert, 'activityId'> | null> {
  const prefix = activityObjectPrefix(activityId);
  if (content.kind === 'document') return null;
  if (content.kind === 'url') return { kind: 'url', url: content.url };
  if (content.kind === 'file') {
    const key = `${prefix}/content.${content.detected.extension}`;
    written.push(key);
    // Whole in memory: the store writes whole objects; the size limit of the type bounds it.
    await store.put(key, await readFile(content.upload.path), content.detected.contentType);
    const captions = [];
    for (const caption of content.captions ?? []) {
      const captionKey = captionObjectKey(activityId, caption.language);
      written.push(captionKey);
      await store.put(captionKey, await readFile(caption.upload.path), CAPTION_CONTENT_TYPE);
      captions.push({ language: caption.language, objectKey: captionKey });
    }
    return {
      kind: 'file',
      objectKey: key,
      captions,
      contentType: content.detected.contentType,
      sizeBytes: content.upload.size,
      originalName: content.upload.filename.slice(0, 255) || null,
    };
  }
  const packagePrefix = `${prefix}/package`;
  // The package as uploaded, for "Baixar para usar offline" (issue 23): the player stores its files on the device.
  const zipKey = packageZipObjectKey(activityId);
  written.push(zipKey);
  await store.put(zipKey, await readFile(content.upload.path), 'application/zip');
  await extractPackage(
    content.upload.path,
    async (path, bytes, contentType) => {
      const key = `${packagePrefix}/${packageObjectKey(path)}`;
      written.push(key);
      await store.put(key, bytes, contentType);
    },
    packageLimits ? { limits: packageLimits } : {},
  );
  const { description } = content;
  const scorm = description.kind === 'scorm' ? description.scorm : null;
  return {
    kind: 'package',
    objectKey: packagePrefix,
    launchPath: description.launchUrl,
    contentType: 'application/zip',
    sizeBytes: description.totalBytes,
    originalName: content.upload.filename.slice(0, 255) || null,
    scormVersion: scorm?.version ?? null,
    scormEdition: scorm?.edition ?? null,
    scormOrganization: scorm?.organization ?? null,
    scormScos: scorm?.scos ?? null,
  };
}

/**
 * Stores the pictures a game's document names (under `activities/{id}/images/`) and answers the document with
 * their addresses in place of their placeholders; any other document as it is.
 */
async function storeDocumentImages(
  store: ObjectStore,
  activityId: number,
  content: CheckedDocument,
  written: string[],
): Promise<CheckedDocument['document']> {
  if (content.documentKind !== 'game' || !content.images) return content.document;
  const addresses = new Map<string, string>();
  for (const { placeholder, image } of content.images) {
    addresses.set(placeholder, await storeGameImage(store, activityId, image, written));
  }
  return replaceStrings(content.document, addresses);
}

/**
 * Deletes what an import stored when its rows did not commit. When the database cannot say whether they did
 * (the connection dropped around COMMIT), the objects are kept: a committed row without its files is worse than
 * files without a row.
 */
async function discardStored(deps: ImportDependencies, activityId: number, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const [row] = await deps.db
      .select({ id: activityContents.activityId })
      .from(activityContents)
      .where(eq(activityContents.activityId, activityId));
    if (row) return;
  } catch (error) {
    deps.log.warn(
      { err: error, activityId, objects: keys.length },
      'could not check an import after a failure; objects kept',
    );
    return;
  }
  for (const key of keys) {
    await deps.store.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'could not delete an object of a failed import');
    });
  }
}

/**
 * Creates an activity and its content, nothing half-way: the activity's id is taken from its sequence first, so
 * the files go under `activities/{id}/…` before the transaction (no transaction stays open while hundreds of
 * megabytes are written); then the activity row and its `activity_contents` row are inserted in one
 * transaction (the caption files listed in the content row's `captions`; a game's pictures, stored first, named
 * by their addresses in its document). If anything fails (a package refused during extraction, the store, a position taken meanwhile),
 * the stored files are deleted and no row exists.
 * @throws 409 `activity_order_taken` when the position is taken; 503 when the store refuses a write
 */
export async function importActivity(deps: ImportDependencies, input: ActivityImport): Promise<ImportedActivity> {
  const { db } = deps;
  if (input.hierarchyOrder !== undefined) {
    // Checked before any byte is stored; the unique index decides between two racing imports.
    const [taken] = await db
      .select({ id: courseActivities.id })
      .from(courseActivities)
      .where(
        and(eq(courseActivities.courseId, input.courseId), eq(courseActivities.hierarchyOrder, input.hierarchyOrder)),
      );
    if (taken) throw orderTaken(input.hierarchyOrder);
  }
  const [reserved] = await executeRows<{ id: number | string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('course_activities', 'id')) as id`,
  );
  const id = Number(reserved?.id);
  const written: string[] = [];
  let order = input.hierarchyOrder;
  try {
    let values;
    let document: CheckedDocument['document'] | undefined;
    try {
      values = await storeContent(deps.store, id, input.content, written, input.packageLimits);
      if (input.content.kind === 'document') {
        document = await storeDocumentImages(deps.store, id, input.content, written);
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // A path inside the package limits whose encoded key is still too long for the store.
      if (error instanceof InvalidObjectKeyError) {
        throw new PackageRefusedError('package_unsafe_entry', { reason: 'path_too_long' }, { cause: error });
      }
      deps.log.error({ err: error, store: deps.store.kind }, 'object store write failed during an activity import');
      throw new ApiError(503, 'service_unavailable', {}, { headers: { 'retry-after': '5' }, cause: error });
    }
    return await withTransaction(db, async (tx) => {
      if (input.hierarchyOrder === undefined) {
        const [last] = await tx
          .select({ order: max(courseActivities.hierarchyOrder) })
          .from(courseActivities)
          .where(eq(courseActivities.courseId, input.courseId));
        order = (last?.order ?? 0) + 1;
      }
      const [activity] = await tx
        .insert(courseActivities)
        .values({ id, courseId: input.courseId, hierarchyOrder: order ?? 1, title: input.title, type: input.type })
        .returning();
      if (!activity) throw new Error('insert returned no row');
      const imported = {
        id: activity.id,
        courseId: activity.courseId,
        hierarchyOrder: activity.hierarchyOrder,
        type: activity.type,
        title: activity.title,
      };
      if (input.content.kind === 'document') {
        const { documentKind } = input.content;
        await tx
          .insert(activityDocuments)
          .values({ activityId: id, kind: documentKind, document: document ?? input.content.document });
        return {
          ...imported,
          content: null,
          document: { kind: documentKind, questions: documentQuestions(input.content) },
        };
      }
      if (values === null) throw new Error('content without a row');
      const [content] = await tx
        .insert(activityContents)
        .values({ activityId: id, ...values })
        .returning();
      if (!content) throw new Error('insert returned no row');
      return { ...imported, content, document: null };
    });
  } catch (error) {
    await discardStored(deps, id, written);
    if (violatedUniqueConstraint(error) === ORDER_INDEX) {
      throw orderTaken(order ?? 1);
    }
    throw error;
  }
}
