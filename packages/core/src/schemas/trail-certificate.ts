import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';

/**
 * `POST /get_trail_user_result_certificate/` (SPECIFICATION §7: form-encoded with bearer). Answers with the
 * certificate file itself (`application/pdf`), not JSON; 403/404 when the trail is not finished
 * (a blocked test mode gives no certificate, §4 Test modes).
 */
export const trailCertificateRequestSchema = lazySchema(() =>
  z.object({
    /** The trail's id, named as in the routes (`trails/{id_trail}`). */
    id_trail: z.coerce.number().check(z.int(), z.positive()),
  }),
);

/** Body of the trail certificate request. */
export type TrailCertificateRequest = z.input<typeof trailCertificateRequestSchema>;
