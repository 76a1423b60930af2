/**
 * One download's body as it arrives: streamed to the store in parts as it comes (so memory stays flat for a large
 * file and a reload resumes from the stored parts), with the rest asked for with `Range: bytes={received}-`.
 */
export interface PartialBody {
  /** The `updated_date` of the version being received: parts of another version are never resumed. */
  readonly updatedDate: string;
  /** Bytes received: the stored parts and the part being streamed. */
  received: number;
  /** Parts handed to the store so far (the next part's index). */
  parts: number;
  /** The part being streamed to the store, if any. */
  current: StreamedPart | null;
  /** The last closed part's storing: the next part closes after it, so parts land in order. */
  saving: Promise<void>;
  /** The whole file's size when a response said it (Content-Length of a 200, Content-Range of a 206), else 0. */
  total: number;
  type: string;
}

/** A part whose bytes flow to the store while they arrive. */
interface StreamedPart {
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
  /** Resolves when the store has taken the part (its `putPart` resolved). */
  readonly stored: Promise<void>;
  /** Resolves when the store wants more bytes (the stream's queue is below its mark). */
  ready(): Promise<void>;
  bytes: number;
}

/** Stores part `index` of the body from a stream; resolves when stored, rejects when the stream errors. */
export type SavePart = (index: number, part: ReadableStream<Uint8Array>) => Promise<void>;

/** Bytes queued for the store before reading waits for it (the back-pressure that keeps memory flat). */
const QUEUE_BYTES = 1024 * 1024;

/** A partial body holding the `stored` parts already kept of a version (none for a new download). */
export function emptyPartial(updatedDate: string, stored: readonly Blob[] = []): PartialBody {
  return {
    updatedDate,
    received: stored.reduce((sum, part) => sum + part.size, 0),
    parts: stored.length,
    current: null,
    saving: Promise.resolve(),
    total: 0,
    type: '',
  };
}

/** Forgets what a partial received (the server answered the whole file again); the caller drops its parts. */
export function resetPartial(partial: PartialBody): void {
  partial.received = 0;
  partial.parts = 0;
  partial.current = null;
  partial.saving = Promise.resolve();
  partial.total = 0;
}

/**
 * Takes a response into `partial`: a `206` whose `Content-Range` starts where the partial ends is appended, any
 * other answer restarts it. Answers `false` for a `206` of another start (the caller asks again from zero).
 */
export function acceptResponse(partial: PartialBody, response: Response): boolean {
  const type = response.headers.get('content-type');
  if (type) partial.type = type;
  if (response.status === 206) {
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(response.headers.get('content-range') ?? '');
    if (!match || Number(match[1]) !== partial.received) return false;
    if (match[3] !== '*') partial.total = Number(match[3]);
    return true;
  }
  resetPartial(partial);
  const length = Number(response.headers.get('content-length'));
  partial.total = Number.isFinite(length) && length > 0 ? length : 0;
  return true;
}

/** The whole size a `416` states (`Content-Range: bytes *\/{size}`), or 0. */
export function unsatisfiedTotal(response: Response): number {
  const match = /^bytes \*\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  return match ? Number(match[1]) : 0;
}

/** Opens the next part: a stream handed to the store at once, fed by {@link readIntoPartial}. */
function openPart(partial: PartialBody, save: SavePart): StreamedPart {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (created) => {
        controller = created;
      },
      pull: resume,
      cancel: resume, // a store that gives up must not leave the reader waiting
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
  const stored = save(partial.parts, stream);
  stored.catch(() => undefined); // awaited when the part closes; never an unhandled rejection meanwhile
  partial.parts += 1;
  const part: StreamedPart = {
    controller,
    stored,
    bytes: 0,
    ready: () =>
      (controller.desiredSize ?? 1) > 0
        ? Promise.resolve()
        : Promise.race([new Promise<void>((resolve) => (wake = resolve)), stored]),
  };
  partial.current = part;
  return part;
}

/**
 * Ends the part being streamed, keeping what it holds, and resolves when every part so far is stored (rejects
 * with the store's failure). With `reason`, the part is dropped instead (a cancel): its bytes are not stored.
 */
export async function closePart(partial: PartialBody, reason?: unknown): Promise<void> {
  const part = partial.current;
  partial.current = null;
  if (part) {
    if (reason === undefined) part.controller.close();
    else part.controller.error(reason);
    const previous = partial.saving;
    partial.saving = previous.then(() => part.stored);
    partial.saving.catch(() => undefined);
  }
  if (reason === undefined) await partial.saving;
  else await partial.saving.catch(() => undefined);
}

/**
 * Reads a response body into `partial`, streaming it to the store in parts of about `partBytes` (reading waits
 * while the store is behind, so memory stays flat), and reports the received fraction of the whole file in steps
 * of at least 1/1000 (a progress bar shows no finer; fewer calls keep a large file fast). Progress is capped just
 * below 1 because 1 means "stored and done" (the dialog hides at 1, SPECIFICATION §4 Offline download); without a
 * known total nothing is reported while reading. A body that breaks off rejects; the caller then closes the part
 * ({@link closePart}) so what arrived is stored before asking for the rest.
 */
export async function readIntoPartial(
  response: Response,
  partial: PartialBody,
  save: SavePart,
  partBytes: number,
  onProgress: (progress: number) => void,
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  let reported = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const part = partial.current ?? openPart(partial, save);
    part.controller.enqueue(value);
    part.bytes += value.byteLength;
    partial.received += value.byteLength;
    if (part.bytes >= partBytes) await closePart(partial);
    else await part.ready();
    if (partial.total > 0) {
      // A wrong Content-Length (compressed transfer) must not push progress past "almost done".
      const step = Math.floor(Math.min(partial.received / partial.total, 0.99) * 1000);
      if (step > reported) {
        reported = step;
        onProgress(step / 1000);
      }
    }
  }
}
