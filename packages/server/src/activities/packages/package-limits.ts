/**
 * Bounds an uploaded content package must stay within. They protect the server's disk, memory and CPU from zip
 * bombs and from packages no learner could download anyway; a caller (a test, an operator's setting) may lower
 * or raise any of them through {@link resolvePackageLimits}.
 */
export interface PackageLimits {
  /** Sum of every entry's inflated size, in bytes. */
  readonly maxTotalBytes: number;
  /** One entry's inflated size, in bytes (extraction holds one entry in memory at a time). */
  readonly maxEntryBytes: number;
  /** Entries in the central directory, folders included. */
  readonly maxEntries: number;
  /**
   * Highest inflated/compressed ratio of an entry larger than {@link ratioThresholdBytes}. Real content (HTML,
   * JavaScript, JSON, images, media) stays far below 100:1; deflated runs of zeros reach 1000:1.
   */
  readonly maxCompressionRatio: number;
  /** Entries smaller than this are never judged by their ratio (a tiny file compresses oddly without harm). */
  readonly ratioThresholdBytes: number;
  /** Size of `imsmanifest.xml`, in bytes: it is parsed in memory. */
  readonly maxManifestBytes: number;
  /** Length of an entry's path, in characters. */
  readonly maxPathLength: number;
}

const MIB = 1024 * 1024;

/** The limits used when the caller sets none: one place to read and change them. */
export const DEFAULT_PACKAGE_LIMITS: PackageLimits = Object.freeze({
  maxTotalBytes: 500 * MIB,
  maxEntryBytes: 200 * MIB,
  maxEntries: 10_000,
  maxCompressionRatio: 200,
  ratioThresholdBytes: MIB,
  maxManifestBytes: 5 * MIB,
  maxPathLength: 400,
});

/** The defaults with the caller's overrides applied. */
export function resolvePackageLimits(overrides: Partial<PackageLimits> = {}): PackageLimits {
  return { ...DEFAULT_PACKAGE_LIMITS, ...overrides };
}
