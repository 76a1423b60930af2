import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { createErrorHandler } from '../../http/error-handler';
import { loggerOptions } from '../../http/log-options';
import type { AppLoggerOptions } from '../../http/log-options';
import { REQUEST_ID_HEADER, requestIdFor } from '../../http/request-id';
import { createErrorMessages } from '../../i18n/error-messages';
import type { ObjectStore } from '../../storage/object-store';
import { parseByteRange } from './byte-range';
import { contentCacheControl, contentSecurityPolicy } from './content-headers';
import { contentPathOf, readContentFile, readPackageZip } from './content-file';
import type { ContentFile } from './content-file';
import { verifyLaunchToken } from './launch-token';
import { loadOfflineAssets } from './offline-assets';
import { loadScoFrameAssets, SCO_FRAME_ASSET_MAX_AGE_SECONDS } from './sco-frame-assets';

/** Options of {@link buildContentApp}. */
export interface BuildContentAppOptions {
  readonly config: Pick<ServerConfig, 'tokenPepper' | 'contentFrameAncestors' | 'logLevel' | 'requestTimeoutSeconds'>;
  /** An open database; the content app does not close it. */
  readonly database: Database;
  /** Where the contents are; the content app does not close it. */
  readonly objectStore: ObjectStore;
  readonly logger?: AppLoggerOptions | false;
  /** The clock, in seconds (tests move it past a token's expiry). @default Date.now */
  readonly nowSeconds?: () => number;
}

// `/{activity_id}/{token}/{path…}`: the token is a path segment, so a package's relative URLs keep it.
const CONTENT_URL = /^\/(\d{1,10})\/([^/?#]+)\/([^?#]*)/;

/**
 * The content origin (docs/server.md "Content origin"): serves the files of activities' contents at
 * `/{activity_id}/{token}/{path}` to whoever holds a launch token of that activity, with no cookies, `nosniff`,
 * a CSP that lets packages run and only the configured sites frame them, and byte ranges for media; and the SCO
 * frame at `/.campus/sco-frame.html`, through which a SCO reaches the player's SCORM API. It runs on its own
 * origin so that a package's scripts never share one with the API or the site. GET and HEAD only.
 */
export async function buildContentApp({
  config,
  database,
  objectStore,
  logger = {},
  nowSeconds = () => Math.floor(Date.now() / 1000),
}: BuildContentAppOptions): Promise<FastifyInstance> {
  const handleError = createErrorHandler(createErrorMessages());
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger),
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    genReqId: requestIdFor,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 1000 },
  });
  const policy = contentSecurityPolicy(config.contentFrameAncestors);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(() => {
    throw new ApiError(404, 'not_found');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    // The token is in every URL: never send it to another site in a Referer.
    reply.header('referrer-policy', 'same-origin');
    // The token is the credential (no cookies), so any page may read a file it holds a URL of (pdf.js fetches).
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'Content-Range, Accept-Ranges, Content-Length');
    reply.removeHeader('set-cookie');
  });

  // A Range header other than a simple one makes fetch() ask first.
  app.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-allow-headers', 'Range')
      .header('access-control-max-age', '600')
      .send(),
  );

  // The SCO frame (sco-frame/sco-frame.js): the same files for every package and learner, so outside the token
  // and cacheable by anyone; it opens only a SCO under a launch token of this origin. Issue 23: the offline service
  // worker and its bridge (offline/), and the SCO frame's copies they serve offline, under /.campus/offline/.
  const scoFrame = await loadScoFrameAssets();
  for (const [path, asset] of [...scoFrame, ...(await loadOfflineAssets(scoFrame))]) {
    app.get(path, async (_request, reply) =>
      reply
        .header('content-type', asset.contentType)
        .header('cache-control', `public, max-age=${SCO_FRAME_ASSET_MAX_AGE_SECONDS}`)
        .send(asset.body),
    );
  }

  // Issue 23: a package's zip as uploaded, for offline downloads, under the same launch token as its files.
  app.get<{ Params: { activity_id: string; token: string } }>(
    '/.campus/packages/:activity_id/:token/package.zip',
    async (request, reply) => {
      const activityId = Number(request.params.activity_id);
      const now = nowSeconds();
      const grant = /^\d{1,10}$/.test(request.params.activity_id)
        ? verifyLaunchToken(config.tokenPepper, request.params.token, activityId, now)
        : undefined;
      if (!grant) throw new ApiError(403, 'not_found_or_forbidden');
      const bytes = await readPackageZip(database.db, objectStore, activityId);
      if (!bytes) throw new ApiError(404, 'not_found');
      return sendContent(request.headers.range, reply, { bytes, contentType: 'application/zip' }, grant, now);
    },
  );

  app.get('/*', async (request, reply) => {
    const match = CONTENT_URL.exec(request.url);
    if (!match) throw new ApiError(404, 'not_found');
    const [, id = '', token = '', encodedPath = ''] = match;
    const activityId = Number(id);
    const now = nowSeconds();
    const grant = verifyLaunchToken(config.tokenPepper, token, activityId, now);
    if (!grant) throw new ApiError(403, 'not_found_or_forbidden');
    const path = contentPathOf(encodedPath);
    if (path === undefined) throw new ApiError(404, 'not_found');
    const file = await readContentFile(database.db, objectStore, activityId, path);
    if (!file) throw new ApiError(404, 'not_found');
    return sendContent(request.headers.range, reply, file, grant, now);
  });
  return app;
}

/** Answers a content file whole, or the one byte range asked for (206), or 416 past its end. */
function sendContent(
  rangeHeader: string | undefined,
  reply: FastifyReply,
  file: ContentFile,
  grant: { expiresAt: number },
  now: number,
) {
  const size = file.bytes.length;
  reply
    .header('content-type', file.contentType)
    .header('cache-control', contentCacheControl(grant.expiresAt, now))
    .header('accept-ranges', 'bytes');
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (range === undefined) return reply.code(200).send(file.bytes);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(file.bytes.subarray(range.start, range.end + 1));
}
