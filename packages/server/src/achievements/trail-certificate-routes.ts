import { API_PATHS } from '@campus/core/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueItems } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { requestScope, requireModule } from '../shared/request-scope';
import { awardBadges } from './badge-awards';
import { findCertificate, issueCertificate } from './certificate-issuance';
import { sendCertificatePdf } from './certificate-routes';
import { trailStanding } from './trail-completion';

/**
 * The trail's id in the form body, as core's `trailCertificateRequestSchema` sends it, bounded to what the database
 * holds (a larger number is bad input, not a missing trail).
 */
const trailCertificateBodySchema = z.object({
  id_trail: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * `POST /get_trail_user_result_certificate/` (SPECIFICATION §7: form-encoded with bearer; core's
 * `downloadTrailCertificate`): the certificate of a trail the caller finished, as a PDF in the request language.
 * A trail finished before any certificate existed (its own state says so, or every item is done) gets its
 * certificate now, once.
 */
export const trailCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.trailCertificate,
    {
      schema: {
        tags: ['achievements'],
        summary: 'The certificate of a trail the caller finished, as a PDF (form-encoded, bearer)',
        description:
          'Form field `id_trail`. Answers `application/pdf`. A trail of another client, unpublished or unknown is ' +
          '404 `not_found_or_forbidden`; the trails module off is 403 `forbidden`; blocked in the trail (a block ' +
          'test failed: no certificate, §4 Test modes) is 422 `quiz_blocked`; not finished yet is 422 ' +
          '`trail_not_finished`.',
        consumes: ['application/x-www-form-urlencoded'],
        body: trailCertificateBodySchema,
        response: errorResponses(400, 401, 403, 404, 415, 422),
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      requireModule(scope, ['trails']);
      const trailId = request.body.id_trail;
      const certificate = await withTransaction(app.database.db, async (tx) => {
        const [trail] = await tx
          .select({ id: catalogueItems.id })
          .from(catalogueItems)
          .where(
            and(
              eq(catalogueItems.id, trailId),
              eq(catalogueItems.clientId, scope.clientId),
              eq(catalogueItems.type, 'trail'),
              eq(catalogueItems.published, true),
            ),
          );
        if (!trail) throw new ApiError(404, 'not_found_or_forbidden');
        const issued = await findCertificate(tx, scope.userId, trailId);
        if (issued) return issued;
        const standing = await trailStanding(tx, scope.userId, trailId);
        if (standing === 'blocked') throw new ApiError(422, 'quiz_blocked');
        if (standing === 'unfinished') throw new ApiError(422, 'trail_not_finished');
        const created = await issueCertificate(tx, scope.userId, trailId, 'trail');
        if (!created) throw new ApiError(404, 'not_found_or_forbidden');
        if (created.created) await awardBadges(tx, scope.userId, scope.clientId, 'course_finished');
        return created.certificate;
      });
      return sendCertificatePdf(reply, certificate, request.locale);
    },
  );
};
