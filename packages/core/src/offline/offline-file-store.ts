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
  /**
   * Stores part `index` (0, 1, 2 …) of a download not finished yet from a stream of its bytes as they arrive, so
   * memory stays flat and a reload resumes from what is stored. Resolves once the stream has ended and the part is
   * stored; a stream that errors stores nothing of the part and rejects. `name` is the item's (`class12`), `version` the `updated_date` being
   * downloaded. Optional: without the three part methods the manager keeps parts in memory (no resume after a
   * reload).
   */
  putPart?(name: string, version: string, index: number, part: ReadableStream<Uint8Array>): Promise<void>;
  /** The stored parts of that version, in order, up to the first missing one. */
  getParts?(name: string, version: string): Promise<Blob[]>;
  /**
   * Removes every stored part of `name`, of any version but `keepVersion` (the parts a committed file is made of,
   * see {@link OfflineFileStore.commitParts}); no error when there is none.
   */
  removeParts?(name: string, keepVersion?: string): Promise<void>;
  /**
   * Makes the stored parts of `partsName`'s `version` (complete, in order) the file `name` of type `type`, without
   * copying their bytes: `get` then answers a Blob of the parts, `remove` removes them with the file, and
   * `removeParts(partsName, version)` keeps them. Resolves with the `src` to record, like `put`. Optional: without
   * it the manager joins the parts into one Blob, `put`s it and drops the parts (a second write of the whole file).
   */
  commitParts?(name: string, partsName: string, version: string, type: string): Promise<string>;
}

/** The part methods of a store, all present. */
export type OfflinePartStore = Required<Pick<OfflineFileStore, 'putPart' | 'getParts' | 'removeParts'>>;

/** Parts kept in a map: the memory store's, and the manager's for a store without part methods. */
export function createMemoryPartStore(): OfflinePartStore {
  const parts = new Map<string, Map<string, Blob[]>>();
  return {
    putPart: async (name, version, index, part) => {
      const versions = parts.get(name) ?? new Map<string, Blob[]>();
      parts.set(name, versions);
      const blob = await streamBlob(part);
      const list = versions.get(version) ?? [];
      versions.set(version, list);
      list[index] = blob;
    },
    getParts: async (name, version) => {
      const list = parts.get(name)?.get(version) ?? [];
      const found: Blob[] = [];
      for (const part of list) {
        if (part === undefined) break;
        found.push(part);
      }
      return found;
    },
    removeParts: async (name, keepVersion) => {
      const kept = keepVersion === undefined ? undefined : parts.get(name)?.get(keepVersion);
      parts.delete(name);
      if (kept !== undefined && keepVersion !== undefined) parts.set(name, new Map([[keepVersion, kept]]));
    },
  };
}

/** Reads a stream into a Blob of this realm (a test DOM's `Blob` does not take another realm's). */
async function streamBlob(stream: ReadableStream<Uint8Array>): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks);
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
}

/** The store's own part methods, or parts in memory when it has none. */
export function partStoreOf(store: OfflineFileStore): OfflinePartStore {
  const { putPart, getParts, removeParts } = store;
  if (!putPart || !getParts || !removeParts) return createMemoryPartStore();
  return {
    putPart: putPart.bind(store),
    getParts: getParts.bind(store),
    removeParts: removeParts.bind(store),
  };
}

/** The file name at the end of a `src` (after its last `/` or `:`), or `null` for an empty `src`. */
export function fileNameOfSrc(src: string): string | null {
  const name = src.slice(Math.max(src.lastIndexOf('/'), src.lastIndexOf(':')) + 1);
  return name === '' ? null : decodeURIComponent(name);
}
