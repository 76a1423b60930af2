import { filesCompleteResponseSchema } from '../../schemas/files-complete.js';
import type { FilesCompleteRequest, FilesCompleteResponse } from '../../schemas/files-complete.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/**
 * Tells the API the learner downloaded an activity's file: `POST /api/files/complete/` (SPECIFICATION §7:
 * multipart, *without* bearer; payload designed in `filesCompleteRequestSchema`: the downloaded launch URL, whose
 * token authorizes the call). Answers the learner's state in the activity and its course.
 */
export function completeFileDownload(
  client: ApiClient,
  body: FilesCompleteRequest,
  options?: TypedCallOptions,
): Promise<FilesCompleteResponse> {
  const formData = new FormData();
  formData.set('url', body.url);
  return client.requestJson(API_PATHS.filesComplete, filesCompleteResponseSchema, {
    kind: 'uploadNoAuth',
    formData,
    ...withSignal(options),
  });
}
