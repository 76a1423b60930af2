import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../auth/authenticate';
import { ApiError } from '../../http/api-error';
import { hasRole } from '../../security/roles';
import { UPLOAD_NAME_PATTERN, findUpload } from '../../uploads/upload-store';

/**
 * `GET /api/uploads/{name}`: an invoice or store photo, to its owner and to the programme's auditors and
 * administrators (who audit invoices). Anyone else gets the same 404 as for a name that does not exist.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/uploads/:name',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'An uploaded invoice or store photo (its owner, auditors and programme administrators)',
        description: 'Answers the image bytes (re-encoded, metadata removed) with its sniffed content type.',
        security: [{ bearerAuth: [] }],
        params: z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN) }),
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const upload = await findUpload(app.database.db, request.params.name);
      const user = request.user;
      const staff = hasRole(user, 'auditor') || hasRole(user, 'programme_admin');
      if (!upload || (upload.ownerId !== Number(user.id) && !staff)) throw new ApiError(404, 'not_found_or_forbidden');
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', String(upload.byteSize))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${upload.name}"`)
        .send(upload.data);
    },
  );
};
