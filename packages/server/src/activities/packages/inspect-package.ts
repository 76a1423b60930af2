import { findHtmlEntryPage } from './html-entry';
import { resolvePackageLimits } from './package-limits';
import type { PackageLimits } from './package-limits';
import { PackageRefusedError } from './package-refusal';
import { describeScormManifest } from './scorm-manifest';
import type { ScormDescription } from './scorm-manifest';
import { parseXml, XmlSyntaxError } from './xml-tree';
import { openPackage, readEntryBytes, verifyEntry } from './zip-entries';
import type { OpenPackage } from './zip-entries';

/** Which kind of package an upload claims to be. */
export type PackageKind = 'scorm' | 'html';

/** How to inspect a package. */
export interface InspectPackageOptions {
  readonly kind: PackageKind;
  /** Overrides of {@link DEFAULT_PACKAGE_LIMITS}. */
  readonly limits?: Partial<PackageLimits>;
}

/** A file of an inspected package. */
export interface PackageFile {
  readonly path: string;
  readonly size: number;
}

interface DescribedPackage {
  /** Every file (folders left out), in the zip's order. */
  readonly files: readonly PackageFile[];
  /** Sum of the files' sizes, in bytes. */
  readonly totalBytes: number;
  /** What the player opens first, relative to the package root (percent-encoded, maybe with a query). */
  readonly launchUrl: string;
}

/** An accepted SCORM package. */
export interface ScormPackageDescription extends DescribedPackage {
  readonly kind: 'scorm';
  readonly scorm: ScormDescription;
}

/** An accepted HTML package. */
export interface HtmlPackageDescription extends DescribedPackage {
  readonly kind: 'html';
  /** The entry page's path (`index.html` or `<folder>/index.html`). */
  readonly entryPage: string;
}

/** What {@link inspectPackage} answers for a package it accepts. */
export type PackageDescription = ScormPackageDescription | HtmlPackageDescription;

const MANIFEST = 'imsmanifest.xml';

async function describeScorm(pkg: OpenPackage, limits: PackageLimits): Promise<ScormDescription> {
  const manifest = pkg.files.find((file) => file.path === MANIFEST);
  if (!manifest) throw new PackageRefusedError('package_manifest_missing');
  if (manifest.size > limits.maxManifestBytes) {
    throw new PackageRefusedError('package_manifest_invalid', {
      reason: 'manifest_too_large',
      limit: limits.maxManifestBytes,
    });
  }
  let doc;
  try {
    doc = parseXml(await readEntryBytes(pkg.zip, manifest));
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    throw new PackageRefusedError('package_manifest_invalid', {
      reason: 'xml_syntax',
      error: error.message.slice(0, 200),
    });
  }
  return describeScormManifest(doc, new Set(pkg.files.map((file) => file.path)));
}

/**
 * Inspects an uploaded content package without extracting it: reads the zip's central directory, refuses
 * anything unsafe (see {@link openPackage}), describes it (a SCORM manifest or an HTML entry page), then
 * inflates every entry once into nothing, counting the bytes and checking their CRC, so a package that passes
 * extracts whole. Memory stays bounded: only the manifest is held.
 * @param file path of the zip (the upload's temporary file)
 * @throws {PackageRefusedError} with a stable `code` for a package it will not take
 */
export async function inspectPackage(file: string, options: InspectPackageOptions): Promise<PackageDescription> {
  const limits = resolvePackageLimits(options.limits);
  const pkg = await openPackage(file, limits);
  try {
    const files = pkg.files.map(({ path, size }) => ({ path, size }));
    const totalBytes = files.reduce((sum, entry) => sum + entry.size, 0);
    let description: PackageDescription;
    if (options.kind === 'scorm') {
      const scorm = await describeScorm(pkg, limits);
      description = { kind: 'scorm', files, totalBytes, launchUrl: scorm.launchUrl, scorm };
    } else {
      const entryPage = findHtmlEntryPage(files.map((entry) => entry.path));
      if (entryPage === undefined) throw new PackageRefusedError('package_entry_page_missing');
      description = { kind: 'html', files, totalBytes, launchUrl: encodeURI(entryPage), entryPage };
    }
    for (const entry of pkg.files) await verifyEntry(pkg.zip, entry);
    return description;
  } finally {
    pkg.close();
  }
}
