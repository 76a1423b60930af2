import type { TrailCertificateRequest } from '../../schemas/trail-certificate';
import type { ApiClient } from '../api-client';
import { API_PATHS } from '../paths';
import { withSignal } from './call-signal';
import type { TypedCallOptions } from './call-signal';

/**
 * Downloads the certificate of a finished trail: `POST /get_trail_user_result_certificate/` (SPECIFICATION
 * §7: form-encoded with bearer). Resolves with the file (normally `application/pdf`).
 */
export async function downloadTrailCertificate(
  client: ApiClient,
  body: TrailCertificateRequest,
  options?: TypedCallOptions,
): Promise<Blob> {
  const response = await client.request(API_PATHS.trailCertificate, {
    kind: 'certificate',
    form: { id_trail: String(body.id_trail) },
    headers: { accept: 'application/pdf, */*' },
    ...withSignal(options),
  });
  return response.blob();
}
