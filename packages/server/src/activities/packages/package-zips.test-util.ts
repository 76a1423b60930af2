import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of a test zip: its name as written (nothing normalized), its bytes, and optional attributes. */
export interface TestEntry {
  readonly name: string;
  readonly data?: string | Uint8Array;
  /** Stored without compression (default: deflated). */
  readonly stored?: boolean;
  /** The Unix `st_mode` to write in the external attributes' high half (0o120777 makes a symbolic link). */
  readonly unixMode?: number;
}

/**
 * Builds a zip in memory with fflate's streaming writer, which writes names exactly as given (`../x`, `/x`,
 * duplicates), so the tests can make the hostile archives a careless tool or an attacker would.
 */
export function buildZip(entries: readonly TestEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const entry of entries) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 9 });
    if (entry.unixMode !== undefined) {
      file.os = 3; // Unix: the high 16 bits of the external attributes are the file mode
      file.attrs = (entry.unixMode << 16) >>> 0;
    }
    zip.add(file);
    const data = entry.data ?? '';
    file.push(typeof data === 'string' ? strToU8(data) : data, true);
  }
  zip.end();
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Rewrites the uncompressed size the central directory declares for an entry: a zip whose header lies about
 * how much its data inflates to, as a zip bomb aimed at size checks does.
 */
export function lieAboutSize(zip: Uint8Array, name: string, declared: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  const wanted = strToU8(name);
  for (let at = 0; at < bytes.length - 46; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const entryName = bytes.subarray(at + 46, at + 46 + nameLength);
    if (nameLength === wanted.length && entryName.every((byte, index) => byte === wanted[index])) {
      view.setUint32(at + 24, declared, true);
      return bytes;
    }
  }
  throw new Error(`no central directory record for ${name}`);
}

/** A temporary folder where tests write their zips, removed by `cleanup`. */
export async function zipFolder(): Promise<{
  write(name: string, bytes: Uint8Array): Promise<string>;
  cleanup(): Promise<void>;
}> {
  const folder = await mkdtemp(join(tmpdir(), 'campus-packages-'));
  return {
    async write(name, bytes) {
      const path = join(folder, name);
      await writeFile(path, bytes);
      return path;
    },
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
}
