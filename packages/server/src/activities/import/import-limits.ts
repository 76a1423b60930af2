import { DEFAULT_PACKAGE_LIMITS } from '../packages';
import { ApiError } from '../../http/api-error';

const MIB = 1024 * 1024;

/** Activity types imported from an uploaded file. */
export const FILE_ACTIVITY_TYPES = ['pdf', 'video', 'audio', 'ppt', 'flash', 'html', 'scorm'] as const;

/** An activity type imported from an uploaded file. */
export type FileActivityType = (typeof FILE_ACTIVITY_TYPES)[number];

/**
 * Largest upload per file type, in bytes. The object store writes a whole object from memory (src/storage), so
 * a single file is bounded well below the process's memory; a package is bounded by its zip here and, once
 * inflated, by the package limits (src/activities/packages/package-limits.ts: 500 MiB in all, 200 MiB a file).
 */
export const IMPORT_FILE_LIMITS: Readonly<Record<FileActivityType, number>> = Object.freeze({
  pdf: 100 * MIB,
  ppt: 100 * MIB,
  flash: 50 * MIB,
  audio: 200 * MIB,
  video: 500 * MIB,
  html: DEFAULT_PACKAGE_LIMITS.maxTotalBytes,
  scorm: DEFAULT_PACKAGE_LIMITS.maxTotalBytes,
});

/** The multipart file-size limit of the import route: the largest of {@link IMPORT_FILE_LIMITS}. */
export const MAX_IMPORT_UPLOAD_BYTES = Math.max(...Object.values(IMPORT_FILE_LIMITS));

/** `104857600` → `100 MB`, as the refusal message shows a limit. */
function megabytes(bytes: number): string {
  return `${Math.round(bytes / MIB)} MB`;
}

/**
 * Refuses a file over its type's limit (413 `activity_file_too_large`, with the limit in `details.limit`).
 * @param limits the limits to apply (the defaults unless a caller lowers them)
 */
export function checkFileSize(
  type: FileActivityType,
  size: number,
  limits: Readonly<Record<FileActivityType, number>> = IMPORT_FILE_LIMITS,
): void {
  const limit = limits[type];
  if (size > limit) {
    throw new ApiError(413, 'activity_file_too_large', { type, limit: megabytes(limit) }, { details: { limit } });
  }
}
