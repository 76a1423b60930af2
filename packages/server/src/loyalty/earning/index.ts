import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { SIGNED_IN_ACCESS } from '../../shared/access';
import { MAX_UPLOAD_BYTES } from '../../uploads/image-limits';
import { MEMBER_ACCESS } from '../access';
import { campaignRoutes } from './campaign-routes';
import { memberCatalogueRoutes } from './member-catalogue-routes';
import { messageRoutes } from './message-routes';
import { photoRoutes } from './photo-routes';
import { pointsRoutes } from './points-routes';
import { saleRoutes } from './sale-routes';
import { uploadRoutes } from './upload-routes';

/**
 * The earning side of the loyalty programme (issue 6; docs/loyalty.md): what members report against, sales,
 * store photos, points and levels, for programme members; campaigns, their uploaded images and internal
 * messages for anyone signed in. Multipart parsing is registered here, for these routes only: one file per
 * request up to MAX_UPLOAD_BYTES (a bigger one is 413 `file_too_large`, never truncated), a few short text
 * fields.
 */
export const earningRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 32 * 1024, parts: 21, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  await app.register(withAccess(MEMBER_ACCESS, memberCatalogueRoutes, saleRoutes, photoRoutes, pointsRoutes));
  await app.register(withAccess(SIGNED_IN_ACCESS, campaignRoutes, uploadRoutes, messageRoutes));
};
