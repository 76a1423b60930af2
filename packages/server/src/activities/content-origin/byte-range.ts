/** A satisfiable byte range, both ends included (as `Content-Range` writes them). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): one `bytes=` range, `a-b`, `a-` or
 * `-suffix`. Returns undefined when the whole file should be sent (no header, another unit, several ranges,
 * a malformed value: a server may ignore a Range it does not serve), `'unsatisfiable'` for a range starting
 * past the end (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last `last` bytes; a zero-length suffix selects nothing.
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}
