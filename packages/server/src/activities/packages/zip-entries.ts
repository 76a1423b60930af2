import { crc32 } from 'node:zlib';
import { Transform, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { unsafePathReason } from './entry-path';
import type { PackageLimits } from './package-limits';
import { PackageRefusedError } from './package-refusal';

/** One file of a package, as the central directory describes it once every check passed. */
export interface PackageEntry {
  /** Relative path inside the package, `/`-separated, never a folder. */
  readonly path: string;
  /** Inflated size in bytes, as declared (reading checks the bytes actually inflated against it). */
  readonly size: number;
  /** yauzl's entry, to open its bytes. */
  readonly entry: Entry;
}

/** The parts of yauzl 3 the bundled typings (written for 2.x) do not describe. */
interface RawEntry extends Entry {
  readonly fileNameRaw: Buffer;
}
type FileNameDecoder = (flags: number, raw: Buffer, extraFields: Entry['extraFields'], strict: boolean) => string;
const decodeFileName = (yauzl as unknown as { getFileNameLowLevel: FileNameDecoder }).getFileNameLowLevel;

// Unix file type bits in the high half of the external attributes (`st_mode`); 0o120000 is a symbolic link.
const UNIX_FILE_TYPE_MASK = 0o170000;
const UNIX_SYMLINK = 0o120000;
const MEGABYTE = 1024 * 1024;

/** An open package: close it when done, even after a refusal. */
export interface OpenPackage {
  readonly zip: ZipFile;
  /** The files, in central directory order, every name, size and ratio checked. */
  readonly files: readonly PackageEntry[];
  close(): void;
}

/** Whether an error comes from the file system (the caller's temp file is missing): not the package's fault. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      // Names are decoded here (decodeStrings: false) so unsafe ones are refused with a reason instead of
      // yauzl's bare error; sizes are still checked by yauzl as a second guard.
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => {
        if (error)
          reject(isSystemError(error) ? error : new PackageRefusedError('package_not_zip', {}, { cause: error }));
        else resolve(zip);
      },
    );
  });
}

function readCentralDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) =>
      reject(new PackageRefusedError('package_corrupt', { reason: 'central_directory' }, { cause: error })),
    );
    zip.readEntry();
  });
}

function unsafe(entry: string, reason: string): PackageRefusedError {
  return new PackageRefusedError('package_unsafe_entry', { reason, entry: entry.slice(0, 200) });
}

function tooLarge(limits: PackageLimits, reason: string): PackageRefusedError {
  return new PackageRefusedError(
    'package_too_large',
    { reason, limit: limits.maxTotalBytes },
    { params: { max_megabytes: Math.floor(limits.maxTotalBytes / MEGABYTE) } },
  );
}

/** Refuses an entry whose declared inflated/compressed ratio no real content reaches. */
function checkRatio(file: PackageEntry, limits: PackageLimits): void {
  if (
    file.size >= limits.ratioThresholdBytes &&
    file.size / Math.max(file.entry.compressedSize, 1) > limits.maxCompressionRatio
  ) {
    throw new PackageRefusedError('package_compression_ratio', {
      entry: file.path.slice(0, 200),
      limit: limits.maxCompressionRatio,
    });
  }
}

/** Checks one central directory record and answers its file, or undefined for a folder. */
function checkEntry(raw: RawEntry, limits: PackageLimits, seen: Set<string>): PackageEntry | undefined {
  const name = decodeFileName(raw.generalPurposeBitFlag, raw.fileNameRaw, raw.extraFields, true);
  const reason = unsafePathReason(name, limits.maxPathLength);
  if (reason !== undefined) throw unsafe(name, reason);
  const mode = (raw.externalFileAttributes >>> 16) & UNIX_FILE_TYPE_MASK;
  // Whatever host made the zip: an extractor that honours the mode would write a link that can point anywhere.
  if (mode === UNIX_SYMLINK) throw unsafe(name, 'symlink');
  const isFolder = name.endsWith('/');
  const path = isFolder ? name.slice(0, -1) : name;
  if (seen.has(path)) throw unsafe(name, 'duplicate');
  seen.add(path);
  if (isFolder) return undefined;
  if ((raw.generalPurposeBitFlag & 0x1) !== 0) {
    throw new PackageRefusedError('package_corrupt', { reason: 'encrypted', entry: name.slice(0, 200) });
  }
  if (raw.compressionMethod !== 0 && raw.compressionMethod !== 8) {
    throw new PackageRefusedError('package_corrupt', { reason: 'compression_method', entry: name.slice(0, 200) });
  }
  if (raw.uncompressedSize > limits.maxEntryBytes) throw tooLarge(limits, 'entry_size');
  return { path, size: raw.uncompressedSize, entry: raw };
}

/**
 * Opens a zip from a file path and checks its central directory without inflating anything: the entry count,
 * every name (no `../`, absolute path, backslash, drive letter, control character, duplicate), no symbolic link
 * (the Unix mode in the external attributes), no encryption or unknown compression, the declared sizes and
 * ratios within the limits.
 * @throws {PackageRefusedError} the first problem found; the zip is closed then.
 */
export async function openPackage(file: string, limits: PackageLimits): Promise<OpenPackage> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new PackageRefusedError(
        'package_too_many_entries',
        { limit: limits.maxEntries },
        { params: { max_entries: limits.maxEntries } },
      );
    }
    const entries = await readCentralDirectory(zip);
    const seen = new Set<string>();
    const files: PackageEntry[] = [];
    let total = 0;
    for (const entry of entries) {
      const checked = checkEntry(entry as RawEntry, limits, seen);
      if (checked === undefined) continue;
      total += checked.size;
      if (total > limits.maxTotalBytes) throw tooLarge(limits, 'total_size');
      // After the sizes, so a bomb over the limits is reported as too large, the clearer reason.
      checkRatio(checked, limits);
      files.push(checked);
    }
    return { zip, files, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * A pass-through that counts the inflated bytes and their CRC-32: the declared size is the most an entry may
 * inflate to (and it was checked against the limits), so a lying header is stopped at once, never after
 * inflating gigabytes; a short or damaged entry fails its size or checksum at the end.
 */
function verifier(file: PackageEntry): Transform {
  let count = 0;
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      count += chunk.length;
      if (count > file.size) {
        callback(
          new PackageRefusedError('package_corrupt', { reason: 'size_mismatch', entry: file.path.slice(0, 200) }),
        );
        return;
      }
      crc = crc32(chunk, crc);
      callback(null, chunk);
    },
    flush(callback) {
      if (count !== file.size || crc !== file.entry.crc32) {
        callback(new PackageRefusedError('package_corrupt', { reason: 'checksum', entry: file.path.slice(0, 200) }));
        return;
      }
      callback();
    },
  });
}

function openEntryStream(zip: ZipFile, file: PackageEntry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(file.entry, (error, stream) => {
      if (error)
        reject(
          new PackageRefusedError(
            'package_corrupt',
            { reason: 'entry', entry: file.path.slice(0, 200) },
            { cause: error },
          ),
        );
      else resolve(stream);
    });
  });
}

/**
 * Inflates one entry into a sink, counting and checksumming the bytes.
 * @throws {PackageRefusedError} `package_corrupt` when the bytes disagree with the directory or cannot inflate.
 */
export async function pipeEntry(zip: ZipFile, file: PackageEntry, sink: Writable): Promise<void> {
  const stream = await openEntryStream(zip, file);
  try {
    await pipeline(stream, verifier(file), sink);
  } catch (error) {
    if (error instanceof PackageRefusedError) throw error;
    throw new PackageRefusedError(
      'package_corrupt',
      { reason: 'inflate', entry: file.path.slice(0, 200) },
      { cause: error },
    );
  }
}

/** Inflates one entry into memory (bounded by its checked declared size). */
export async function readEntryBytes(zip: ZipFile, file: PackageEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeEntry(
    zip,
    file,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
}

/** Inflates one entry and throws its bytes away: proves it is whole without holding it. */
export function verifyEntry(zip: ZipFile, file: PackageEntry): Promise<void> {
  return pipeEntry(
    zip,
    file,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );
}
