import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAccess } from '../../http/declare-access';
import { PUBLIC_ACCESS, roleAccess } from '../../shared/access';
import { MAX_CAPTION_FILES } from './caption-files';
import { gameImageRoutes, MAX_GAME_IMAGE_FILES } from './game-images';
import { MAX_IMPORT_UPLOAD_BYTES } from './import-limits';
import { importRoutes } from './import-routes';

/** Who imports activities: the programme administrator and the platform administrator (superusers too). */
export const ACTIVITY_IMPORT_ACCESS = roleAccess('programme_admin', 'platform_admin');

/**
 * Activity import (docs/server.md "Activity import"): an administrator adds a file, package or address activity
 * to one of the client's courses (online courses, webinars, live classes, presential courses). Multipart parsing
 * is registered here for this route only: one file up to the largest type limit (each type's own limit is checked
 * after), up to {@link MAX_CAPTION_FILES} caption files (one more is let through so that the form answers
 * `activity_captions_too_many` rather than a bare 413), up to {@link MAX_GAME_IMAGE_FILES} game pictures (one
 * more is let through so that the form answers with `fieldErrors.images`), a few short text fields.
 */
export const activityImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMPORT_UPLOAD_BYTES,
      files: 2 + MAX_CAPTION_FILES + MAX_GAME_IMAGE_FILES,
      fields: 8,
      fieldSize: 8 * 1024,
      parts: 10 + MAX_CAPTION_FILES + MAX_GAME_IMAGE_FILES,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
  await app.register(withAccess(ACTIVITY_IMPORT_ACCESS, importRoutes));
  // A game's pictures go in an `<img>`, which sends no token: their names are unguessable.
  await app.register(withAccess(PUBLIC_ACCESS, gameImageRoutes));
};

export { activityObjectPrefix, packageZipObjectKey } from './import-activity';
export { ACTIVITY_IMPORT_PATH } from './import-schemas';
export { CAPTION_CONTENT_TYPE, captionObjectKey, importActivity } from './import-activity';
export { checkCaptionFiles, MAX_CAPTION_BYTES, MAX_CAPTION_FILES } from './caption-files';
export type { CaptionUpload, CheckedCaption } from './caption-files';
export type { ActivityImport, ImportDependencies, ImportedActivity } from './import-activity';
export { convertPresentation, PRESENTATION_CONVERSION_TIMEOUT_MS } from './convert-presentation';
export type { ConvertedPresentation, PresentationConversionOptions } from './convert-presentation';
export { importConvertedPresentation } from './import-converted-presentation';
export type { ConvertedPresentationImport } from './import-converted-presentation';
