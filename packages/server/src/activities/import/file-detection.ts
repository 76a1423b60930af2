import { extname } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { ApiError } from '../../http/api-error';

/** File activity types that are one stored file (packages are checked by inspectPackage instead). */
export type SingleFileActivityType = 'pdf' | 'video' | 'audio' | 'ppt' | 'flash';

/** What a file turned out to be, by its bytes. */
export interface DetectedFile {
  /** The media type it is stored and served with. */
  readonly contentType: string;
  /** The extension of its object key (`pdf`, `mp4` …). */
  readonly extension: string;
}

/**
 * The formats each type accepts, by what `file-type` reads from the bytes (its `ext`), with the media type we
 * serve. `cfb` is the compound file of legacy Office documents: a `.ppt` only with its name saying so, since a
 * `.doc` or `.xls` is a compound file too.
 */
const ACCEPTED: Readonly<Record<SingleFileActivityType, Readonly<Record<string, DetectedFile>>>> = {
  pdf: { pdf: { contentType: 'application/pdf', extension: 'pdf' } },
  video: {
    mp4: { contentType: 'video/mp4', extension: 'mp4' },
    webm: { contentType: 'video/webm', extension: 'webm' },
  },
  audio: {
    mp3: { contentType: 'audio/mpeg', extension: 'mp3' },
    ogg: { contentType: 'audio/ogg', extension: 'ogg' },
    opus: { contentType: 'audio/ogg', extension: 'ogg' },
    oga: { contentType: 'audio/ogg', extension: 'ogg' },
    m4a: { contentType: 'audio/mp4', extension: 'm4a' },
  },
  ppt: {
    pptx: {
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      extension: 'pptx',
    },
    cfb: { contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' },
  },
  flash: { swf: { contentType: 'application/x-shockwave-flash', extension: 'swf' } },
};

/** The accepted formats of a type, as the refusal message lists them. */
const ACCEPTED_NAMES: Readonly<Record<SingleFileActivityType, string>> = {
  pdf: 'PDF',
  video: 'MP4, WebM',
  audio: 'MP3, Ogg, M4A',
  ppt: 'PPT, PPTX',
  flash: 'SWF',
};

/**
 * Tells what an uploaded file is by its bytes (never by its name or the sender's content type) and checks it
 * is a format its activity type accepts.
 * @param path the upload's temporary file
 * @param filename the name it was sent with (only to tell a `.ppt` from other compound files)
 * @throws 422 `activity_file_type_mismatch` (`details.accepted`)
 */
export async function detectActivityFile(
  type: SingleFileActivityType,
  path: string,
  filename: string,
): Promise<DetectedFile> {
  const detected = await fileTypeFromFile(path);
  const accepted = detected && ACCEPTED[type][detected.ext];
  const legacyPpt = detected?.ext === 'cfb' && ['.ppt', '.pps', '.pot'].includes(extname(filename).toLowerCase());
  if (!accepted || (detected.ext === 'cfb' && !legacyPpt)) {
    throw new ApiError(
      422,
      'activity_file_type_mismatch',
      { type, accepted: ACCEPTED_NAMES[type] },
      {
        fieldErrors: { file: 'type' },
        details: { accepted: ACCEPTED_NAMES[type], detected: detected?.ext ?? 'unknown' },
      },
    );
  }
  return accepted;
}

/**
 * The pictures a game document may carry as uploaded files, by what `file-type` reads from the bytes. SVG is not
 * taken: it is a document that can run scripts, and the pictures are served from the API's origin.
 */
const GAME_IMAGES: Readonly<Record<string, DetectedFile>> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

/** The extensions a stored game picture may have (its served name ends with one). */
export const GAME_IMAGE_EXTENSIONS: readonly string[] = Object.keys(GAME_IMAGES);

/** The media type of a stored game picture by its extension, or undefined. */
export function gameImageContentType(extension: string): string | undefined {
  return Object.hasOwn(GAME_IMAGES, extension) ? GAME_IMAGES[extension]?.contentType : undefined;
}

/** The accepted formats of a game's pictures, as the refusal message lists them. */
const GAME_IMAGE_NAMES = 'PNG, JPEG, WebP, GIF';

/**
 * Tells what a game's uploaded picture is by its bytes: PNG, JPEG, WebP or GIF.
 * @param type the game's activity type, for the refusal message
 * @throws 422 `activity_file_type_mismatch` (`fieldErrors.images`, `details.accepted`, `details.filename`)
 */
export async function detectGameImage(type: string, path: string, filename: string): Promise<DetectedFile> {
  const detected = await fileTypeFromFile(path);
  const accepted = detected && Object.hasOwn(GAME_IMAGES, detected.ext) ? GAME_IMAGES[detected.ext] : undefined;
  if (!accepted) {
    throw new ApiError(
      422,
      'activity_file_type_mismatch',
      { type, accepted: GAME_IMAGE_NAMES },
      {
        fieldErrors: { images: 'type' },
        details: { accepted: GAME_IMAGE_NAMES, detected: detected?.ext ?? 'unknown', filename: filename.slice(0, 255) },
      },
    );
  }
  return accepted;
}
