/**
 * Reads a response body to the end, reporting the received fraction. With a `Content-Length`, progress is
 * `received / length`, capped just below 1 because 1 means "stored and done" (the dialog hides at 1,
 * SPECIFICATION §4 Offline download). Without a length nothing is reported while reading.
 * Progress is never reported decreasing.
 */
export async function readWithProgress(response: Response, onProgress: (progress: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : 0;
  if (!response.body) return new Blob([], { type });

  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  let reported = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    if (total > 0) {
      // A wrong Content-Length (compressed transfer) must not push progress past "almost done".
      const progress = Math.min(received / total, 0.99);
      if (progress > reported) {
        reported = progress;
        onProgress(progress);
      }
    }
  }
  return new Blob(chunks, { type });
}
