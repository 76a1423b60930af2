import { createMemoryPartStore } from './offline-file-store.js';
import type { OfflineFileStore, OfflinePartStore } from './offline-file-store.js';

/**
 * An {@link OfflineFileStore} in memory: tests, development, hosts without storage. `src` is `memory:{name}`.
 * Its download parts live as long as the store, so a manager created again over it resumes like after a reload.
 */
export interface MemoryFileStore extends Omit<OfflineFileStore, keyof OfflinePartStore>, OfflinePartStore {
  /** Names of the stored files (not the parts), for inspection. */
  names(): string[];
}

/** Creates an empty in-memory file store. */
export function createMemoryFileStore(): MemoryFileStore {
  const files = new Map<string, Blob>();
  return {
    ...createMemoryPartStore(),
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
