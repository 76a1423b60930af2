import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../../uploads/image-limits';
import { adminProgrammeRoutes } from './admin-programme-routes';
import { adminSalesRoutes } from './admin-sales-routes';
import { memberCatalogueRoutes } from './member-catalogue-routes';
import { messageRoutes } from './message-routes';
import { photoRoutes } from './photo-routes';
import { pointsRoutes } from './points-routes';
import { saleRoutes } from './sale-routes';
import { uploadRoutes } from './upload-routes';

/**
 * The loyalty programme (issue 6; docs/loyalty.md). Multipart parsing is registered here, for these routes
 * only: one file per request up to MAX_UPLOAD_BYTES (a bigger one is 413 `file_too_large`, never truncated),
 * a few short text fields. Area plugins register below; the spending side (rewards, orders, events,
 * ranking, transfers, admin CRUD) adds its own plugins to this list.
 */
export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 32 * 1024, parts: 21, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  // Earning side: what members report against, sales, photos, points, and their audit.
  await app.register(memberCatalogueRoutes);
  await app.register(saleRoutes);
  await app.register(photoRoutes);
  await app.register(pointsRoutes);
  await app.register(uploadRoutes);
  await app.register(adminSalesRoutes);
  await app.register(adminProgrammeRoutes);
  await app.register(messageRoutes);
};
