import { HttpError } from '../errors/http-error.js';
import type { EncodedCall } from './encode-call.js';
import type { RequestAuth } from './request-auth.js';
import { sendWithXhr } from './xhr-transport.js';
import type { XhrConstructor } from './xhr-transport.js';

/**
 * Sends a multipart upload with `XMLHttpRequest` for upload progress (SPECIFICATION §7 multipart uploads),
 * with the same 401 handling as the ky transport: one shared refresh, then one retry.
 * The `FormData` is serialized once, so a retry sends the very same bytes and multipart boundary.
 * Progress never goes backwards, also across the retry.
 */
export async function sendUpload(
  Xhr: XhrConstructor,
  call: EncodedCall,
  auth: RequestAuth,
  signal: AbortSignal | undefined,
  onUploadProgress: ((progress: number) => void) | undefined,
): Promise<Response> {
  const serialized = new Response(call.body);
  const contentType = serialized.headers.get('content-type');
  const body = await serialized.blob();
  let reported = 0;
  const report = (progress: number) => {
    if (progress <= reported) return;
    reported = progress;
    onUploadProgress?.(progress);
  };

  for (let attempt = 0; ; attempt++) {
    const headers = new Headers(call.headers);
    if (contentType) headers.set('content-type', contentType);
    auth.apply(headers, call.context);
    const response = await sendWithXhr(Xhr, {
      method: call.method,
      url: call.url,
      headers,
      body,
      signal,
      onUploadProgress: report,
    });
    if (response.status === 401 && attempt === 0 && (await auth.recoverFrom401(headers, call.context))) continue;
    if (!response.ok) throw await HttpError.fromResponse(response, call.summary);
    report(1);
    return response;
  }
}
