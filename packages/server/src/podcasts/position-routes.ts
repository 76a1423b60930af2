import { PODCAST_PATHS } from '@campus/core/api';
import {
  listeningPositionBodySchema,
  listeningPositionParamsSchema,
  listeningPositionSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../db/transaction';
import { errorResponses } from '../http/error-body';
import { requestScope, requireModule } from '../shared/request-scope';
import { readListeningPosition, saveListeningPosition } from './playlist-service';

const tags = ['podcasts'];

/**
 * Where the caller stopped in an episode (issue 24; docs/server.md "Podcast playlists"), so the player resumes
 * there on any device.
 */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    PODCAST_PATHS.episodePosition,
    {
      schema: {
        tags,
        summary: 'Where the caller stopped in a podcast episode',
        description: '`position_seconds` 0 and `updated_at` null when never played. 404 `episode_not_found`.',
        params: listeningPositionParamsSchema,
        response: { 200: listeningPositionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      requireModule(scope, ['podcasts']);
      return withTransaction(db, (tx) => readListeningPosition(tx, scope, request.params.episode_id));
    },
  );

  app.put(
    PODCAST_PATHS.episodePosition,
    {
      schema: {
        tags,
        summary: 'Keeps where the caller stopped in a podcast episode',
        description:
          'Seconds from the start (0–86400); the last write wins, so a retry is harmless. 404 `episode_not_found`.',
        params: listeningPositionParamsSchema,
        body: listeningPositionBodySchema,
        response: { 200: listeningPositionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await requestScope(request);
      requireModule(scope, ['podcasts']);
      return withTransaction(db, (tx) =>
        saveListeningPosition(tx, scope, request.params.episode_id, request.body.position_seconds),
      );
    },
  );
};
