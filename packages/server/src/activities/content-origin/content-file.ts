import { posix } from 'node:path';
import { eq } from 'drizzle-orm';
import type { CampusDb } from '../../db/database';
import { activityContents } from '../../db/schema';
import type { StoredCaptionTrack } from '../../db/schema/activity-content';
import { CAPTION_CONTENT_TYPE, packageZipObjectKey } from '../import/import-activity';
import { contentTypeOf } from '../packages/content-types';
import { packageObjectKey } from '../packages/package-object-key';
import type { ObjectStore } from '../../storage/object-store';
import { InvalidObjectKeyError } from '../../storage/object-store';

/** A file of an activity's content, read whole from the object store. */
export interface ContentFile {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * The file path a request names below its token, percent-decoded segment by segment, or undefined when it cannot
 * name a stored file: an empty, `.` or `..` segment (a browser resolves those before asking; only a crafted
 * request sends them), an encoded `/` or `\`, a NUL, or bad percent-encoding.
 * @param encoded the path after `/{activity_id}/{token}/`, as sent (no query)
 */
export function contentPathOf(encoded: string): string | undefined {
  const segments: string[] = [];
  for (const raw of encoded.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments.join('/');
}

/**
 * The launch path of an activity's content relative to its token, for the launch URL: a package's entry (kept
 * percent-encoded, with its query), a stored file's own name; undefined for URL activities, served elsewhere.
 */
export function launchPathOf(content: { kind: string; objectKey: string | null; launchPath: string | null }) {
  if (content.kind === 'package') return content.launchPath ?? undefined;
  if (content.kind === 'file' && content.objectKey !== null) return posix.basename(content.objectKey);
  return undefined;
}

/**
 * The content-origin path of a package's zip under a launch token (issue 23, offline downloads): outside the
 * `/{activity_id}/{token}/` tree so no file of the package can be named like it.
 */
export function packageZipPath(activityId: number, token: string): string {
  return `/.campus/packages/${activityId}/${token}/package.zip`;
}

/** A caption file's path relative to the launch token: `captions/{language}.vtt`. */
export function captionPathOf(language: string): string {
  return `captions/${encodeURIComponent(language)}.vtt`;
}

/** The caption track a decoded path names (`captions/pt-BR.vtt`), if the content stored one in that language. */
function captionAt(path: string, captions: readonly StoredCaptionTrack[]): StoredCaptionTrack | undefined {
  const match = /^captions\/([^/]+)\.vtt$/.exec(path);
  return match ? captions.find((caption) => caption.language === match[1]) : undefined;
}

/**
 * Reads the file `path` of activity `activityId`'s content: in a package, the object `{prefix}/{packageObjectKey(path)}`
 * (the mapping the import stored it with, so no path can reach outside the package's prefix); for a stored
 * file, only its own name, or `captions/{language}.vtt` for a caption track it lists (served as WebVTT in UTF-8).
 * Undefined when there is no such file.
 */
export async function readContentFile(
  db: CampusDb,
  store: ObjectStore,
  activityId: number,
  path: string,
): Promise<ContentFile | undefined> {
  const [content] = await db
    .select({
      kind: activityContents.kind,
      objectKey: activityContents.objectKey,
      contentType: activityContents.contentType,
      captions: activityContents.captions,
    })
    .from(activityContents)
    .where(eq(activityContents.activityId, activityId));
  if (!content?.objectKey) return undefined;
  if (content.kind === 'file') {
    const caption = captionAt(path, content.captions);
    if (caption) {
      const bytes = await store.get(caption.objectKey);
      return bytes && { bytes, contentType: CAPTION_CONTENT_TYPE };
    }
    if (path !== posix.basename(content.objectKey)) return undefined;
    const bytes = await store.get(content.objectKey);
    return bytes && { bytes, contentType: content.contentType ?? contentTypeOf(path) };
  }
  if (content.kind !== 'package') return undefined;
  try {
    const bytes = await store.get(`${content.objectKey}/${packageObjectKey(path)}`);
    return bytes && { bytes, contentType: contentTypeOf(path) };
  } catch (error) {
    // A path too long for a key names no stored file.
    if (error instanceof InvalidObjectKeyError) return undefined;
    throw error;
  }
}

/** The zip of activity `activityId`'s package as uploaded (issue 23), or undefined (not a package, or imported before). */
export async function readPackageZip(
  db: CampusDb,
  store: ObjectStore,
  activityId: number,
): Promise<Buffer | undefined> {
  const [content] = await db
    .select({ kind: activityContents.kind })
    .from(activityContents)
    .where(eq(activityContents.activityId, activityId));
  if (content?.kind !== 'package') return undefined;
  return store.get(packageZipObjectKey(activityId));
}
