import type { ApiClient } from '../api-client.js';
import { profileSchema } from '../../schemas/account.js';
import type { Profile } from '../../schemas/account.js';
import { ACCOUNT_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';
import { uploadFileName } from './write-options.js';

/** Options of {@link uploadAvatar}: a signal and the upload progress. */
export interface AvatarUploadOptions extends TypedCallOptions {
  /** Upload progress 0..1. */
  onUploadProgress?: (progress: number) => void;
}

/**
 * `POST /accounts/profile/avatar/` (multipart `avatar`; spec §2 profile): replaces the signed-in user's avatar with
 * the image, which the server re-encodes, crops square and stores; answers the profile, whose `avatar` points at
 * it. Refusals: 413 `file_too_large`, 422 `unsupported_file_type` / `image_too_large` / `invalid_image`. Replacing
 * is naturally repeatable, so no idempotency key is needed.
 */
export function uploadAvatar(client: ApiClient, image: Blob, options: AvatarUploadOptions = {}): Promise<Profile> {
  const formData = new FormData();
  formData.set('avatar', image, uploadFileName(image, 'avatar'));
  return client.requestJson(ACCOUNT_PATHS.avatar, profileSchema, {
    kind: 'upload',
    formData,
    ...withSignal(options),
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  });
}

/** `DELETE /accounts/profile/avatar/`: removes the signed-in user's avatar (no avatar is no error); answers the profile. */
export function removeAvatar(client: ApiClient, options?: TypedCallOptions): Promise<Profile> {
  return client.requestJson(ACCOUNT_PATHS.avatar, profileSchema, { method: 'DELETE', ...withSignal(options) });
}
