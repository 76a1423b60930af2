import { contentTypeOf } from './content-types';
import type { PackageFile } from './inspect-package';
import { resolvePackageLimits } from './package-limits';
import type { PackageLimits } from './package-limits';
import { openPackage, readEntryBytes } from './zip-entries';

/**
 * Receives one extracted file. Shaped like `ObjectStore.put(key, bytes, contentType)` (src/storage), so the
 * caller only builds the key: store keys are stricter than zip paths (no spaces, no `_` first), hence
 * `(path, bytes, type) => store.put(\`${prefix}/${packageObjectKey(path)}\`, bytes, type)`.
 */
export type PackageFileSink = (path: string, bytes: Uint8Array, contentType: string) => Promise<void>;

/** How to extract a package. */
export interface ExtractPackageOptions {
  /** The same overrides given to {@link inspectPackage}. */
  readonly limits?: Partial<PackageLimits>;
}

/**
 * Streams every file of a package that {@link inspectPackage} accepted to `put`, one at a time, each file's
 * bytes inflated, counted and checksummed again (the checks are cheap and the file could have been swapped).
 * Folders are implied by the paths and not sent.
 * @returns the files written, in order
 * @throws {PackageRefusedError} as inspection would; files already written stay written: on any error the
 *   caller deletes what it stored under the package's prefix
 */
export async function extractPackage(
  file: string,
  put: PackageFileSink,
  options: ExtractPackageOptions = {},
): Promise<PackageFile[]> {
  const pkg = await openPackage(file, resolvePackageLimits(options.limits));
  try {
    const written: PackageFile[] = [];
    for (const entry of pkg.files) {
      const bytes = await readEntryBytes(pkg.zip, entry);
      await put(entry.path, bytes, contentTypeOf(entry.path));
      written.push({ path: entry.path, size: entry.size });
    }
    return written;
  } finally {
    pkg.close();
  }
}
