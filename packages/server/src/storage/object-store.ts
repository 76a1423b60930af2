/**
 * Where file bytes live (uploaded photos today; avatars and activity packages later): a local folder for the
 * embedded set-up, S3-compatible object storage when several API processes share the files. Rows in the database
 * say what a file is and who may see it; the store only holds bytes under a key, and never decides access.
 */
export interface ObjectStore {
  /** Which implementation, for logs: `folder`, `s3` or `memory`. */
  readonly kind: 'folder' | 's3' | 'memory';
  /** Where the objects go, for logs (a folder path, `s3://bucket/prefix`); never a credential. */
  readonly location: string;
  /**
   * Writes an object whole, replacing one under the same key. When it resolves the object is durable and readable
   * by every process sharing the store; when it rejects, a reader sees the old object or none, never a part.
   * @param contentType kept as object metadata where the store has any (S3); readers take it from the database.
   * @throws {InvalidObjectKeyError} for a key outside {@link OBJECT_KEY_PATTERN}, before anything is written.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The object's bytes, or undefined when there is none under the key. Whole objects in memory: uploads are
   * bounded images (a few MiB at most); large files would want a stream.
   */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes an object; deleting a missing one is not an error (deletes are retried and raced). */
  delete(key: string): Promise<void>;
  /** Releases what the store holds (S3 sockets; a temporary folder is removed). Safe to call twice. */
  close(): Promise<void>;
}

/**
 * What a key may look like: `/`-separated segments of letters, digits, `.`, `_` and `-`, each starting with a letter
 * or digit (so never `.` or `..`), 512 characters at most. Keys become file paths in a folder store, so nothing
 * in them may climb out of the folder or name a hidden file.
 */
export const OBJECT_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Longest accepted key (S3 allows 1024 bytes; a folder store's path must stay well under PATH_MAX). */
export const OBJECT_KEY_MAX_LENGTH = 512;

/** Thrown for a key outside {@link OBJECT_KEY_PATTERN}: a programming error, never a client's input. */
export class InvalidObjectKeyError extends Error {
  override readonly name = 'InvalidObjectKeyError';

  constructor(readonly key: string) {
    super(`invalid object key ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/**
 * Checks a key before any store touches the file system or the network.
 * @throws {InvalidObjectKeyError} when it does not match {@link OBJECT_KEY_PATTERN} or is too long.
 */
export function assertObjectKey(key: string): void {
  if (key.length > OBJECT_KEY_MAX_LENGTH || !OBJECT_KEY_PATTERN.test(key)) throw new InvalidObjectKeyError(key);
}
