import { LOYALTY_PATHS } from '@campus/core/api';
import {
  photoCreatedSchema,
  photoFormSchema,
  photoLimitsQuerySchema,
  photoLimitsResponseSchema,
} from '@campus/core/schemas';
import { photoWeekStart } from '@campus/core/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-body';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import { weeklyPhotoLimits } from './photo-limits';
import { photoAlreadySent, recordStorePhoto } from './photo-service';
import { loyaltyContext } from '../request-context';
import { sendPointsUpload } from './points-upload';
import { fileFieldSchema, multipartBody } from '../../uploads/multipart-body';
import { sanitizeImage } from '../../uploads/sanitize-image';
import { countUpload } from '../../uploads/upload-limiter';

/** Store photos (issue 6, spec §5 Photo upload). */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LOYALTY_PATHS.photoLimits,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'The weekly limit of each photo type at one of the caller’s stores, before sending',
        description:
          'One photo per type, store and Monday–Sunday week, whoever sends it (spec §5): `already_sent` is true ' +
          'when this week’s photo of the type reached the store, with `next_allowed_date` (the next Monday). ' +
          '422 `store_not_linked` when the store is not one of the caller’s.',
        querystring: photoLimitsQuerySchema,
        response: { 200: photoLimitsResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const context = await loyaltyContext(request, ['upload_photos']);
      return weeklyPhotoLimits(app.database.db, { ...context, storeId: request.query.store });
    },
  );

  app.post(
    LOYALTY_PATHS.photos,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Sends a store photo of a type; its points are credited at once',
        description:
          'multipart/form-data: `photo_type`, `store` and the `photo` file (JPEG, PNG or WebP; EXIF removed). One ' +
          'photo per type, store and Monday–Sunday week: 422 `photo_already_sent_this_week` with ' +
          '`details.next_allowed_date` (the next Monday). Send an `Idempotency-Key` to retry safely.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        body: z.object({ ...photoFormSchema.shape, photo: fileFieldSchema }),
        response: { 201: photoCreatedSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 422, 429, 503) },
      },
      preValidation: multipartBody(['photo']),
    },
    async (request, reply) => {
      const context = await loyaltyContext(request, ['upload_photos']);
      await countUpload(app, context.userId);
      const photo = await sanitizeImage(request.body.photo, 'photo');
      return sendPointsUpload(request, reply, context, {
        path: LOYALTY_PATHS.photos,
        schema: photoCreatedSchema,
        reason: 'store_photo',
        record: (tx, uploads) =>
          recordStorePhoto(
            tx,
            { ...context, photoTypeId: request.body.photo_type, storeId: request.body.store, photo },
            uploads,
          ),
        // Another member of the store sent this type in the same week a moment earlier.
        duplicate: {
          constraint: 'store_photos_week_unique',
          refusal: () => photoAlreadySent(photoWeekStart(context.today)),
        },
      });
    },
  );
};
