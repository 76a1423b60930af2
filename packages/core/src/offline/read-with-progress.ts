/**
 * The bytes of one download received so far, kept across interrupted responses so the next request asks only
 * for the rest (`Range: bytes={received}-`). Lives in memory: a reload starts the file again.
 */
export interface PartialBody {
  /** The `updated_date` of the version being received: a partial of another version is never resumed. */
  readonly updatedDate: string;
  chunks: Uint8Array<ArrayBuffer>[];
  received: number;
  /** The whole file's size when a response said it (Content-Length of a 200, Content-Range of a 206), else 0. */
  total: number;
  type: string;
}

/** An empty partial body for a version. */
export function emptyPartial(updatedDate: string): PartialBody {
  return { updatedDate, chunks: [], received: 0, total: 0, type: '' };
}

/** Forgets what a partial received (the server answered the whole file again). */
export function resetPartial(partial: PartialBody): void {
  partial.chunks = [];
  partial.received = 0;
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

/**
 * Reads a response body into `partial`, reporting the received fraction of the whole file. Progress is
 * `received / total`, capped just below 1 because 1 means "stored and done" (the dialog hides at 1,
 * SPECIFICATION §4 Offline download); without a known total nothing is reported while reading. A body that
 * breaks off rejects, and what arrived stays in `partial` for a ranged request.
 */
export async function readIntoPartial(
  response: Response,
  partial: PartialBody,
  onProgress: (progress: number) => void,
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    partial.chunks.push(value as Uint8Array<ArrayBuffer>);
    partial.received += value.byteLength;
    // A wrong Content-Length (compressed transfer) must not push progress past "almost done".
    if (partial.total > 0) onProgress(Math.min(partial.received / partial.total, 0.99));
  }
}

/** The file a complete partial holds. */
export function partialBlob(partial: PartialBody): Blob {
  return new Blob(partial.chunks, { type: partial.type });
}
