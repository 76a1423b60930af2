import { activityProgressParamsSchema } from '@campus/core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';
import { requestLocale } from '../../i18n/request-locale';
import { devScormCloudLaunchPage } from './dev-scorm-cloud-page';
import { DevScormCloudRegistrations } from './dev-scorm-cloud-registrations';
import { scormCloudRegistrationId } from './scorm-cloud-adapter';
import { DEV_SCORM_CLOUD_LAUNCH_PATH, devScormCloudRegistrationsOf } from './scorm-cloud-launch';
import { scormCloudExitPage } from './scorm-cloud-pages';

/** The exit page's path (not in core's path table: SCORM Cloud opens it, never the SDK). */
export const SCORM_CLOUD_EXIT_PATH = '/api/activities/:activity_id/scorm-cloud/exit/';

/** Where the development launch page records results. */
export const DEV_SCORM_CLOUD_RESULTS_PATH = '/dev/scorm-cloud/results/';

const launchQuerySchema = z.object({
  course: z.string().min(1).max(2048),
  learner: z.string().min(1).max(64),
  redirect: z.string().url().max(2048),
  signature: z.string().min(1).max(128),
});

const resultsBodySchema = z.object({
  registration: z.string().min(1).max(256),
  redirect: z.string().max(2048),
  signature: z.string().min(1).max(128),
  outcome: z.enum(['passed', 'failed', 'incomplete']),
});

/**
 * The pages SCORM Cloud's frame shows, public (a frame's navigation carries no token):
 * - `GET /api/activities/{activity_id}/scorm-cloud/exit/`: where SCORM Cloud sends the frame when the learner
 *   leaves the course; it tells the player, which then reads the results (docs/player.md "SCORM Cloud").
 * - In demo mode without credentials, the development adapter's `GET /dev/scorm-cloud/launch/` (the course's
 *   stand-in, opened with a signed launch) and `POST /dev/scorm-cloud/results/` (the result the learner chose).
 */
export const scormCloudPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SCORM_CLOUD_EXIT_PATH,
    {
      schema: {
        tags: ['activities'],
        summary: 'The page SCORM Cloud shows when the learner leaves a course (its redirectOnExitUrl)',
        description:
          'A small HTML page: it posts `{ type: "campus:scorm-cloud-exit", activity_id }` to the page framing it, ' +
          'which reads the learner’s results again, and tells a learner who opened the course in its own window ' +
          'that they left it. It reads and changes nothing.',
        params: activityProgressParamsSchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request.url, request.headers['accept-language']);
      const page = scormCloudExitPage(request.params.activity_id, locale, app.config.contentFrameAncestors);
      // Framed by the player's page: its CSP's frame-ancestors says by whom, X-Frame-Options would refuse all.
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', page.policy)
        .header('cache-control', 'public, max-age=600')
        .header('vary', 'Origin, Accept-Language')
        .header('referrer-policy', 'no-referrer')
        .send(page.html);
    },
  );

  const registrations = devScormCloudRegistrationsOf(app);
  if (registrations === null) return;

  app.get(
    DEV_SCORM_CLOUD_LAUNCH_PATH,
    {
      schema: {
        tags: ['development'],
        summary: 'The development stand-in for a SCORM Cloud course (demo mode, no SCORM Cloud credentials)',
        querystring: launchQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { course, learner, redirect, signature } = request.query;
      const registrationId = scormCloudRegistrationId(course, learner);
      if (!registrations.verify(registrationId, redirect, signature)) throw new ApiError(403, 'forbidden');
      registrations.open(course, learner);
      const registration = registrations.get(registrationId);
      const page = devScormCloudLaunchPage({
        courseId: registration ? DevScormCloudRegistrations.courseIdOf(registration) : course,
        registrationId,
        redirectUrl: redirect,
        signature,
        resultsPath: DEV_SCORM_CLOUD_RESULTS_PATH,
        locale: requestLocale(request.url, request.headers['accept-language']),
        frameAncestors: app.config.contentFrameAncestors,
      });
      reply.removeHeader('x-frame-options');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', page.policy)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(page.html);
    },
  );

  app.post(
    DEV_SCORM_CLOUD_RESULTS_PATH,
    {
      schema: {
        tags: ['development'],
        summary: 'Records a result in a development SCORM Cloud registration (demo mode)',
        body: resultsBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { registration, redirect, signature, outcome } = request.body;
      if (!registrations.verify(registration, redirect, signature)) throw new ApiError(403, 'forbidden');
      if (!registrations.record(registration, outcome)) throw new ApiError(404, 'not_found');
      return reply.code(204).send(null);
    },
  );
};
