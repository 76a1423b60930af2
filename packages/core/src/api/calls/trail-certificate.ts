import type { TrailCertificateRequest } from '../../schemas/trail-certificate.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

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
