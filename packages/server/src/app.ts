import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { CampusApp } from './http/campus-app';
import './http/fastify-augment';
import { ApiError } from './http/api-error';
import { createClientErrorHandler } from './http/client-error';
import { createErrorHandler } from './http/error-handler';
import { registerFormBodyParser } from './http/form-body';
import { loggerOptions } from './http/log-options';
import type { AppLoggerOptions } from './http/log-options';
import { registerOpenApi } from './http/openapi';
import { rejectNulCharacters } from './http/reject-nul-characters';
import { REQUEST_ID_HEADER, requestIdFor } from './http/request-id';
import { registerSecurity } from './http/security';
import { registerShutdownGuard } from './http/shutdown-guard';
import { createErrorMessages } from './i18n/error-messages';
import { requestLocale } from './i18n/request-locale';
import { registerRoutes } from './routes';
import { createObjectStore } from './storage/create-object-store';
import type { ObjectStore } from './storage/object-store';
import { createAnswerCache } from './shared/answer-cache';

export type { CampusApp } from './http/campus-app';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  readonly config: ServerConfig;
  /** An open, migrated database; the app does not close it (the caller owns it). */
  readonly database: Database;
  /** Log destination and level (tests capture the stream); `false` silences logging. */
  readonly logger?: AppLoggerOptions | false;
  /**
   * Where uploaded files go; the app does not close it (the caller owns it). @default the configured store
   * (`config.storage`), created here and closed with the app.
   */
  readonly objectStore?: ObjectStore;
}

/** Fastify's types omit the hop-count form of `trustProxy`; a function says the same thing. */
function trustProxyOption(
  value: ServerConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/**
 * Builds the API: zod validation and serialization, request ids, redacting logs, helmet, CORS, OpenAPI at
 * `/openapi.json` and `/docs`, one `{ code, message }` error shape, and every domain plugin of src/routes.ts. More
 * routes may be added to the returned app before it is `ready()` / `listen()`ed (tests do).
 */
export async function buildApp({ config, database, logger = {}, objectStore }: BuildAppOptions): Promise<CampusApp> {
  const errorMessages = createErrorMessages();
  const handleError = createErrorHandler(errorMessages);
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config.logLevel, logger),
    bodyLimit: config.bodyLimit,
    // A slow sender holds a socket for this long at most, headers and body (Fastify's default is forever).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    // Refusals before routing (a bad URL, a path parameter over 100 characters) and before Fastify (the HTTP
    // parser's) answer the one error shape too, echoing nothing of the request.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    clientErrorHandler: createClientErrorHandler(errorMessages),
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Our shutdown guard answers 503 in the usual error shape instead.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('errorMessages', errorMessages);
  app.decorate('answers', createAnswerCache());
  const store = objectStore ?? (await createObjectStore(config.storage));
  app.decorate('objectStore', store);
  if (!objectStore) app.addHook('onClose', () => store.close());
  app.decorateRequest('locale', {
    getter(this: { url: string; headers: IncomingMessage['headers'] }) {
      return requestLocale(this.url, this.headers['accept-language']);
    },
  });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler(() => {
    throw new ApiError(404, 'not_found');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerShutdownGuard(app);
  registerFormBodyParser(app);
  // Before any route: PostgreSQL text cannot hold U+0000, so such input is a 400, never a database error.
  app.addHook('preValidation', rejectNulCharacters);

  await registerSecurity(app, config);
  await registerOpenApi(app, version);
  await registerRoutes(app);
  return app;
}
