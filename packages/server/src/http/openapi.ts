import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { CampusApp } from './campus-app';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the OpenAPI document and its browsable UI are served. */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI 3.1 document, generated from the zod schemas routes declare (`schema.body`, `querystring`,
 * `params`, `response`), served at `/openapi.json`, with Swagger UI at `/docs`. Register before any route:
 * @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(app: CampusApp, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campus API',
        version,
        description:
          'The Campus reference API. Errors answer `{ code, message }` with the message in the request ' +
          'language (`?locale=` or `Accept-Language`).',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An access token from POST /o/token/' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'OAuth client id and secret' },
        },
      },
    },
    // Swagger UI's own routes are hidden by the plugin itself, so nothing else needs skipping.
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
