/** A constructor of `XMLHttpRequest` (the browser's, or a host's compatible one). */
export type XhrConstructor = new () => XMLHttpRequest;

/** One request sent through {@link sendWithXhr}. */
export interface XhrRequest {
  method: string;
  url: string;
  headers: Headers;
  body: Blob;
  signal?: AbortSignal | undefined;
  /** Called with the uploaded fraction, 0..1, as the body is sent. */
  onUploadProgress?: ((progress: number) => void) | undefined;
}

/** Statuses whose `Response` must have no body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Sends a request with `XMLHttpRequest`, the only browser API that reports upload progress without request
 * streams (which need HTTP/2 and are missing in Safari). Resolves with a standard `Response` so the caller
 * handles it like a fetch answer; rejects with a `TypeError` on network failure (as fetch does) and an
 * `AbortError` when `signal` aborts.
 */
export function sendWithXhr(Xhr: XhrConstructor, request: XhrRequest): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      return;
    }
    const xhr = new Xhr();
    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url);
    xhr.responseType = 'arraybuffer';
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const { onUploadProgress } = request;
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
      };
    }
    xhr.onload = () => {
      cleanUp();
      const status = xhr.status;
      const body = NULL_BODY_STATUSES.has(status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(
        new Response(body, { status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }),
      );
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });
}

/** Parses `getAllResponseHeaders()` text (`name: value` lines) into `Headers`. */
function parseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // Skip a malformed header rather than lose the whole answer.
    }
  }
  return headers;
}
