import { ACHIEVEMENT_PATHS } from '@campus/core/api';
import { normalizeCertificateCode } from '@campus/core/rules';
import { certificateVerificationSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-body';
import { verifyCertificateCode } from './certificate-reader';

/**
 * The public verification of a certificate's code (issue 21: "a public verification address answers whether a
 * code is genuine"): no sign-in, so whoever received a certificate (an employer, a shared link) can check it.
 * It answers only the learner's name, the training and the day of issue.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACHIEVEMENT_PATHS.verifyCertificate,
    {
      schema: {
        tags: ['achievements'],
        summary: 'Whether a certificate code is genuine (no sign-in)',
        description:
          'The code as printed (`7K2M-9QXD-4B0R`; case, dashes and spaces do not matter, O reads as 0, I and L as ' +
          '1). A genuine code answers `genuine: true` with the learner’s name, the training and the day of issue ' +
          'only; an unknown one `genuine: false`. Something that cannot be a code is 400 `invalid_request`.',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: certificateVerificationSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const code = normalizeCertificateCode(request.params.code);
      if (code === null) throw new ApiError(400, 'invalid_request', {}, { fields: ['params.code'] });
      // Verifications of a code change only if it is issued later: a short shared cache is harmless.
      reply.header('cache-control', 'public, max-age=60');
      return verifyCertificateCode(app.database.db, code);
    },
  );
};
