import {
  badgesResponseSchema,
  certificatesResponseSchema,
  certificateVerificationSchema,
} from '../../schemas/achievements.js';
import type { BadgesResponse, CertificatesResponse, CertificateVerification } from '../../schemas/achievements.js';
import type { ApiClient } from '../api-client.js';
import { ACHIEVEMENT_PATHS, pathTo } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * Certificates and badges (spec §2 profile "badges, certificates"; docs/server.md "Certificates and badges"). The
 * trail certificate of SPECIFICATION §7 is `downloadTrailCertificate` (trail-certificate.ts).
 */

/** `GET /api/certificates/`: the caller's certificates in the client, newest first. */
export function fetchCertificates(client: ApiClient, options?: TypedCallOptions): Promise<CertificatesResponse> {
  return client.requestJson(ACHIEVEMENT_PATHS.certificates, certificatesResponseSchema, withSignal(options));
}

/** The path of a certificate's PDF (for a link; the download itself needs the bearer, see {@link downloadCertificate}). */
export const certificatePdfPath = (id: number | string): string => pathTo(ACHIEVEMENT_PATHS.certificatePdf, { id });

/**
 * `GET /api/certificates/{id}/pdf/`: the caller's certificate as a PDF, in the request language. Resolves with the
 * file (`application/pdf`); another person's certificate is 404 like one that does not exist.
 */
export async function downloadCertificate(
  client: ApiClient,
  id: number | string,
  options?: TypedCallOptions,
): Promise<Blob> {
  const response = await client.request(certificatePdfPath(id), {
    headers: { accept: 'application/pdf' },
    ...withSignal(options),
  });
  return response.blob();
}

/** The public path that verifies a code (the share link of a certificate points at a page that calls it). */
export const certificateVerificationPath = (code: string): string =>
  pathTo(ACHIEVEMENT_PATHS.verifyCertificate, { code });

/**
 * `GET /api/certificates/verify/{code}/`, without sign-in: whether the code is a genuine certificate's, with only
 * the learner's name, the training and the day of issue. A code that cannot be one (core's `isCertificateCode`)
 * is refused with 400 `invalid_request`.
 */
export function verifyCertificate(
  client: ApiClient,
  code: string,
  options?: TypedCallOptions,
): Promise<CertificateVerification> {
  return client.requestJson(certificateVerificationPath(code), certificateVerificationSchema, {
    kind: 'public',
    ...withSignal(options),
  });
}

/** `GET /api/badges/`: every badge of the client with the caller's state (earned when, or progress towards it). */
export function fetchBadges(client: ApiClient, options?: TypedCallOptions): Promise<BadgesResponse> {
  return client.requestJson(ACHIEVEMENT_PATHS.badges, badgesResponseSchema, withSignal(options));
}
