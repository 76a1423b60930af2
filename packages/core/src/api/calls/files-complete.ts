import { filesCompleteResponseSchema } from '../../schemas/files-complete.js';
import type { FilesCompleteRequest, FilesCompleteResponse } from '../../schemas/files-complete.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * Tells the API a direct storage upload finished: `POST /api/files/complete/` (SPECIFICATION §7: multipart,
 * *without* bearer; payload designed in `filesCompleteRequestSchema`).
 */
export function completeFileUpload(
  client: ApiClient,
  body: FilesCompleteRequest,
  options?: TypedCallOptions,
): Promise<FilesCompleteResponse> {
  const formData = new FormData();
  formData.set('upload_id', body.upload_id);
  formData.set('file_name', body.file_name);
  return client.requestJson(API_PATHS.filesComplete, filesCompleteResponseSchema, {
    kind: 'uploadNoAuth',
    formData,
    ...withSignal(options),
  });
}
