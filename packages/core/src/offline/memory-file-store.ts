import type { OfflineFileStore } from './offline-file-store.js';

/** An {@link OfflineFileStore} in memory: tests, development, hosts without storage. `src` is `memory:{name}`. */
export interface MemoryFileStore extends OfflineFileStore {
  /** Names of the stored files, for inspection. */
  names(): string[];
}

/** Creates an empty in-memory file store. */
export function createMemoryFileStore(): MemoryFileStore {
  const files = new Map<string, Blob>();
  return {
    put: async (name, file) => {
      files.set(name, file);
      return `memory:${name}`;
    },
    get: async (name) => files.get(name) ?? null,
    has: async (name) => files.has(name),
    remove: async (name) => {
      files.delete(name);
    },
    names: () => [...files.keys()],
  };
}
