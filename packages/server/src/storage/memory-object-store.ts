import { assertObjectKey } from './object-store';
import type { ObjectStore } from './object-store';

/**
 * An {@link ObjectStore} in this process's memory, for tests and tools that seed a throw-away database (nothing
 * is written to disk, nothing survives the process). Never configured by the server itself.
 */
export function createMemoryObjectStore(): ObjectStore {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'memory',
    location: '(memory)',
    async put(key, bytes) {
      assertObjectKey(key);
      // A copy: the caller may reuse its buffer, and a reader must not change what is stored.
      objects.set(key, Buffer.from(bytes));
    },
    async get(key) {
      assertObjectKey(key);
      const bytes = objects.get(key);
      return bytes === undefined ? undefined : Buffer.from(bytes);
    },
    async delete(key) {
      assertObjectKey(key);
      objects.delete(key);
    },
    async close() {
      objects.clear();
    },
  };
}
