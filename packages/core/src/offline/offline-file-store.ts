/**
 * Where downloaded activity files live (SPECIFICATION §4 Offline download, §7 "saved as
 * class{item_id}.{extension}"). Pluggable so browsers use Cache Storage and the mobile packaging its own
 * file system. Files are addressed by name (`class12.pdf`).
 *
 * Contract: `put` replaces the whole file or fails (a failed `put` may leave a partial file, which the
 * download manager then removes), and the `src` it returns ends with the file name after its last `/` or
 * `:`, so a record's `src` leads back to the file.
 */
export interface OfflineFileStore {
  /** Stores `file` under `name`, replacing any file of that name. Resolves with the `src` to record. */
  put(name: string, file: Blob): Promise<string>;
  /** The stored file, or `null`. */
  get(name: string): Promise<Blob | null>;
  /** Whether a file of that name is stored (browsers may purge storage behind our back). */
  has(name: string): Promise<boolean>;
  /** Removes the file; no error when there is none. */
  remove(name: string): Promise<void>;
}

/** The file name at the end of a `src` (after its last `/` or `:`), or `null` for an empty `src`. */
export function fileNameOfSrc(src: string): string | null {
  const name = src.slice(Math.max(src.lastIndexOf('/'), src.lastIndexOf(':')) + 1);
  return name === '' ? null : decodeURIComponent(name);
}
