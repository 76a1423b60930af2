import { LOYALTY_PATHS } from '@campus/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { readUploadBytes, UPLOAD_NAME_PATTERN } from '../../uploads/upload-store';
import { findVisibleUpload } from './upload-access';

/**
 * `GET /api/uploads/{name}`: an invoice or store photo, to its owner and to the programme's auditors and
 * administrators (who audit invoices). Anyone else gets the same 404 as for a name that does not exist.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.upload,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'An uploaded invoice or store photo (its owner, auditors and programme administrators)',
        description: 'Answers the image bytes (re-encoded, metadata removed) with its sniffed content type.',
        params: z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN) }),
      },
    },
    async (request, reply) => {
      const upload = await findVisibleUpload(app.database.db, request.user, request.params.name);
      const bytes = await readUploadBytes(app.objectStore, upload, request.log);
      if (!bytes) {
        // The row committed after its object was written, so the object went missing outside the API.
        request.log.error({ upload: upload.name, store: app.objectStore.kind }, 'uploaded file missing from the store');
        throw new ApiError(404, 'not_found_or_forbidden');
      }
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', String(bytes.length))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${upload.name}"`)
        .send(bytes);
    },
  );
};
