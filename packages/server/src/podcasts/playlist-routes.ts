import { PODCAST_PATHS } from '@campus/core/api';
import {
  learnerPlaylistEpisodeBodySchema,
  learnerPlaylistEpisodeParamsSchema,
  learnerPlaylistNameBodySchema,
  learnerPlaylistOrderBodySchema,
  learnerPlaylistParamsSchema,
  learnerPlaylistSchema,
  learnerPlaylistsSchema,
} from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../db/transaction';
import { errorResponses } from '../http/error-body';
import { hashJson, idempotencyHeadersSchema, idempotencyScope, sendIdempotent } from '../http/idempotency';
import { sendKeptAnswer } from '../shared/answer-cache';
import { requestScope, requireModule } from '../shared/request-scope';
import type { PlaylistScope } from './playlist-store';
import type { FastifyRequest } from 'fastify';
import {
  addPlaylistEpisode,
  createLearnerPlaylist,
  deleteLearnerPlaylist,
  listLearnerPlaylists,
  removePlaylistEpisode,
  renameLearnerPlaylist,
  reorderPlaylistEpisodes,
} from './playlist-service';

const tags = ['podcasts'];
const NAME_RULES =
  'The name is trimmed (inner spaces made one) and must have 1–256 characters: 422 `playlist_name_required` or ' +
  '`text_too_long` (with `field_errors.name`); 409 `playlist_name_taken` when another of the caller’s playlists ' +
  'has it, ignoring case and accents.';

/** The caller's scope in the podcasts module (403 `forbidden` while the client's `has_podcasts` is off). */
async function podcastScope(request: FastifyRequest): Promise<PlaylistScope> {
  const scope = await requestScope(request);
  requireModule(scope, ['podcasts']);
  return { ...scope, locale: request.locale };
}

/**
 * The learner's own podcast playlists (issue 24; docs/server.md "Podcast playlists"): list, create, rename,
 * delete; add, remove and reorder episodes. Every write answers the whole playlist; creating and adding are
 * retry-safe with an `Idempotency-Key`.
 */
export const playlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    PODCAST_PATHS.playlists,
    {
      schema: {
        tags,
        summary: 'The caller’s podcast playlists',
        description:
          'Oldest first, each with its episodes in the caller’s order (episodes of a podcast no longer published ' +
          'are left out) and `max_playlists`, the most one person may keep.',
        response: { 200: learnerPlaylistsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await podcastScope(request);
      // Kept: the playlists, their episodes and the podcasts move the answer versions (migrations 0024, 0033).
      return sendKeptAnswer(request, reply, scope, () => withTransaction(db, (tx) => listLearnerPlaylists(tx, scope)));
    },
  );

  app.post(
    PODCAST_PATHS.playlists,
    {
      schema: {
        tags,
        summary: 'Creates a podcast playlist',
        description: `${NAME_RULES} 422 \`playlist_limit_reached\` past \`max_playlists\` (\`details.max\`).`,
        headers: idempotencyHeadersSchema,
        body: learnerPlaylistNameBodySchema,
        response: { 201: learnerPlaylistSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await podcastScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', PODCAST_PATHS.playlists),
        requestHash: hashJson(request.body),
        status: 201,
        schema: learnerPlaylistSchema,
        work: (tx) => createLearnerPlaylist(tx, scope, request.body.name),
      });
    },
  );

  app.patch(
    PODCAST_PATHS.playlist,
    {
      schema: {
        tags,
        summary: 'Renames a podcast playlist',
        description: `${NAME_RULES} 404 \`playlist_not_found\` (unknown, or another person’s).`,
        headers: idempotencyHeadersSchema,
        params: learnerPlaylistParamsSchema,
        body: learnerPlaylistNameBodySchema,
        response: { 200: learnerPlaylistSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await podcastScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PATCH', PODCAST_PATHS.playlist),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: learnerPlaylistSchema,
        work: (tx) => renameLearnerPlaylist(tx, scope, request.params.id, request.body.name),
      });
    },
  );

  app.delete(
    PODCAST_PATHS.playlist,
    {
      schema: {
        tags,
        summary: 'Deletes a podcast playlist',
        description: '204 with no body; 404 `playlist_not_found` (unknown, another person’s, or deleted already).',
        params: learnerPlaylistParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await podcastScope(request);
      await withTransaction(db, (tx) => deleteLearnerPlaylist(tx, scope, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    PODCAST_PATHS.playlistEpisodes,
    {
      schema: {
        tags,
        summary: 'Adds an episode at the end of a podcast playlist',
        description:
          '404 `playlist_not_found`, `episode_not_found` (unknown, or of a podcast the caller cannot see); 409 ' +
          '`episode_already_in_playlist`; 422 `playlist_full` past 200 episodes (`details.max`).',
        headers: idempotencyHeadersSchema,
        params: learnerPlaylistParamsSchema,
        body: learnerPlaylistEpisodeBodySchema,
        response: { 200: learnerPlaylistSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const scope = await podcastScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('POST', PODCAST_PATHS.playlistEpisodes),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: learnerPlaylistSchema,
        work: (tx) => addPlaylistEpisode(tx, scope, request.params.id, request.body.episode_id),
      });
    },
  );

  app.put(
    PODCAST_PATHS.playlistEpisodes,
    {
      schema: {
        tags,
        summary: 'Reorders a podcast playlist (the whole order in one write)',
        description:
          '`episode_ids` must name every episode of the playlist exactly once: 409 `playlist_order_mismatch` ' +
          'otherwise (another tab added or removed one). 404 `playlist_not_found`.',
        headers: idempotencyHeadersSchema,
        params: learnerPlaylistParamsSchema,
        body: learnerPlaylistOrderBodySchema,
        response: { 200: learnerPlaylistSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = await podcastScope(request);
      return sendIdempotent(request, reply, {
        scope: idempotencyScope('PUT', PODCAST_PATHS.playlistEpisodes),
        requestHash: hashJson({ params: request.params, body: request.body }),
        status: 200,
        schema: learnerPlaylistSchema,
        work: (tx) => reorderPlaylistEpisodes(tx, scope, request.params.id, request.body.episode_ids),
      });
    },
  );

  app.delete(
    PODCAST_PATHS.playlistEpisode,
    {
      schema: {
        tags,
        summary: 'Removes an episode from a podcast playlist',
        description: 'Answers the playlist. 404 `playlist_not_found`, `episode_not_in_playlist`.',
        params: learnerPlaylistEpisodeParamsSchema,
        response: { 200: learnerPlaylistSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await podcastScope(request);
      return withTransaction(db, (tx) =>
        removePlaylistEpisode(tx, scope, request.params.id, request.params.episode_id),
      );
    },
  );
};
