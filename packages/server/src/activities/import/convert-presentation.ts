import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ApiError } from '../../http/api-error';
import type { CheckedContent } from './activity-content-source';
import { detectActivityFile } from './file-detection';
import type { DetectedFile } from './file-detection';
import type { TemporaryUpload } from './import-form';

/** How long one conversion may run before LibreOffice is killed: a large deck takes seconds, never minutes. */
export const PRESENTATION_CONVERSION_TIMEOUT_MS = 120_000;

/**
 * How many conversions run at once in a process; later ones wait their turn. LibreOffice takes a few hundred
 * megabytes and a core per conversion: a burst of imports must not exhaust the API's memory.
 */
export const MAX_PARALLEL_CONVERSIONS = 2;

/** The conversions waiting for a slot, first come first served. */
const waiting: (() => void)[] = [];
let running = 0;

/** Runs `task` once fewer than {@link MAX_PARALLEL_CONVERSIONS} conversions are running. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_CONVERSIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How a conversion runs; tests shorten the timeout or name another command. */
export interface PresentationConversionOptions {
  /** The LibreOffice executable (default `soffice`, found on `PATH`). */
  readonly command?: string;
  readonly timeoutMs?: number;
  /** Where the PDF is left for the import to store (default: the upload's own temporary folder). */
  readonly outputFolder?: string;
  /** Where each conversion's own folder is made (default: the system's temporary folder). */
  readonly temporaryFolder?: string;
}

/** A presentation converted to PDF: a file content like an uploaded PDF's, under the presentation's name. */
export type ConvertedPresentation = Extract<CheckedContent, { kind: 'file' }>;

const conversionFailed = (reason: string, cause?: unknown) =>
  new ApiError(
    422,
    'activity_ppt_conversion_failed',
    {},
    { fieldErrors: { file: 'conversion_failed' }, details: { reason }, cause },
  );

/** How a LibreOffice run ended. */
type RunOutcome =
  | { readonly kind: 'exited'; readonly code: number | null; readonly output: string }
  | { readonly kind: 'timed_out' }
  | { readonly kind: 'not_found' };

/**
 * Runs LibreOffice in a process group of its own, so the timeout kills `soffice` and the `soffice.bin` it starts;
 * keeps the last 4 KiB of its output for the refusal's cause.
 */
function runLibreOffice(
  command: string,
  args: readonly string[],
  home: string,
  timeoutMs: number,
): Promise<RunOutcome> {
  return new Promise((resolve) => {
    // HOME too: a LibreOffice that looks there finds the conversion's folder, never the server user's.
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HOME: home },
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4096));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ENOENT' ? { kind: 'not_found' } : { kind: 'exited', code: null, output: String(error) });
    });
    // 'close': the process is gone and its output read, so its folder can be removed safely.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(timedOut ? { kind: 'timed_out' } : { kind: 'exited', code, output });
    });
  });
}

/**
 * Converts an uploaded presentation (`ppt`, `pptx`, as `detectActivityFile` read it) to PDF with LibreOffice
 * (`soffice --headless --convert-to pdf`), the import's step for `ppt` activities (issue 20). Each conversion runs
 * in a temporary folder of its own with its own LibreOffice profile (`-env:UserInstallation`), so parallel
 * conversions never share one (LibreOffice refuses to start on a profile in use); the folder is removed however
 * the conversion ends, and a run over the timeout is killed with its whole process group. The PDF is checked by
 * its bytes and left in `outputFolder` (by default the upload's temporary folder, removed with the request). At
 * most {@link MAX_PARALLEL_CONVERSIONS} run at once in a process; the others wait their turn.
 * @returns the PDF as a file content (`application/pdf`), named as the presentation was sent
 * @throws 422 `activity_ppt_conversion_failed` (`details.reason`: `timeout`, `failed`, `no_output`) when the file
 *   cannot be converted; 422 `activity_ppt_converter_missing` when the command vanished meanwhile
 */
export function convertPresentation(
  upload: TemporaryUpload,
  detected: DetectedFile,
  options: PresentationConversionOptions = {},
): Promise<ConvertedPresentation> {
  return inTurn(() => convertNow(upload, detected, options));
}

/** One conversion, once its turn came (see {@link convertPresentation}). */
async function convertNow(
  upload: TemporaryUpload,
  detected: DetectedFile,
  options: PresentationConversionOptions,
): Promise<ConvertedPresentation> {
  const work = await mkdtemp(join(options.temporaryFolder ?? tmpdir(), 'campus-soffice-'));
  try {
    // A name of our own (never the sender's) with the extension LibreOffice picks its import filter by.
    const input = join(work, `presentation.${detected.extension}`);
    await copyFile(upload.path, input);
    const outputDirectory = join(work, 'out');
    await mkdir(outputDirectory);
    const profile = pathToFileURL(join(work, 'profile')).href;
    const outcome = await runLibreOffice(
      options.command ?? 'soffice',
      [
        '--headless',
        '--norestore',
        '--nolockcheck',
        `-env:UserInstallation=${profile}`,
        '--convert-to',
        'pdf',
        '--outdir',
        outputDirectory,
        input,
      ],
      work,
      options.timeoutMs ?? PRESENTATION_CONVERSION_TIMEOUT_MS,
    );
    if (outcome.kind === 'not_found') {
      throw new ApiError(422, 'activity_ppt_converter_missing', {}, { fieldErrors: { file: 'converter_missing' } });
    }
    if (outcome.kind === 'timed_out') throw conversionFailed('timeout');
    if (outcome.code !== 0) throw conversionFailed('failed', new Error(outcome.output));
    const converted = join(outputDirectory, 'presentation.pdf');
    // LibreOffice exits 0 without writing anything when it cannot read the file.
    const size = await stat(converted).then(
      (info) => info.size,
      () => null,
    );
    if (size === null || size === 0) throw conversionFailed('no_output', new Error(outcome.output));
    const pdf = await detectActivityFile('pdf', converted, 'presentation.pdf').catch((error: unknown) => {
      throw conversionFailed('no_output', error);
    });
    const path = join(options.outputFolder ?? dirname(upload.path), `converted-${randomUUID()}.pdf`);
    await copyFile(converted, path);
    return { kind: 'file', upload: { kind: 'temporary-upload', path, size, filename: upload.filename }, detected: pdf };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
