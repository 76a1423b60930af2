import { ACHIEVEMENT_PATHS } from '@campus/core/api';
import { formatCertificateCode } from '@campus/core/rules';
import { certificatesResponseSchema } from '@campus/core/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@campus/core';
import type { CertificateRow } from '../db/schema';
import { errorResponses } from '../http/error-body';
import { sendKeptAnswer } from '../shared/answer-cache';
import { requestScope } from '../shared/request-scope';
import { renderCertificatePdf } from './certificate-pdf';
import { findOwnCertificate, listCertificates } from './certificate-reader';

/** `{ id }` of a certificate in a path: a positive whole number the database can hold. */
export const certificateParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Sends a certificate's PDF in the request language, as a download named after its code. */
export async function sendCertificatePdf(
  reply: FastifyReply,
  certificate: CertificateRow,
  locale: Locale,
): Promise<FastifyReply> {
  const bytes = await renderCertificatePdf(certificate, locale);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(bytes.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="certificate-${formatCertificateCode(certificate.code)}.pdf"`)
    .send(Buffer.from(bytes));
}

/**
 * The caller's certificates (spec §2 profile "certificates"; docs/server.md "Certificates and badges"): the list,
 * and one's PDF, made on demand in the request language. Only the owner gets a certificate; anyone else the same
 * 404 as for one that does not exist.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACHIEVEMENT_PATHS.certificates,
    {
      schema: {
        tags: ['achievements'],
        summary: 'The caller’s certificates in the client, newest first',
        description:
          'A certificate is issued once per learner and training when an online course, or a trail (every item ' +
          'done), becomes finished and not blocked. Each lists the training, its workload, the day of issue and ' +
          'the verification code.',
        response: { 200: certificatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      // Kept: the learner's certificates move their answer version (migration 0032).
      return sendKeptAnswer(request, reply, scope, async () => ({
        results: await listCertificates(app.database.db, scope.userId, scope.clientId),
      }));
    },
  );

  app.get(
    ACHIEVEMENT_PATHS.certificatePdf,
    {
      schema: {
        tags: ['achievements'],
        summary: 'One of the caller’s certificates as a PDF, in the request language',
        description:
          'Answers `application/pdf` (learner, training, workload, day of issue, verification code). Another ' +
          'person’s certificate is 404 `not_found_or_forbidden`, like an unknown one.',
        params: certificateParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const scope = await requestScope(request);
      const certificate = await findOwnCertificate(app.database.db, scope.userId, scope.clientId, request.params.id);
      return sendCertificatePdf(reply, certificate, request.locale);
    },
  );
};
