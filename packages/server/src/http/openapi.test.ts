import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { errorResponses } from './error-body';

/** Enough of OpenAPI 3 to know the document is one (no validator package is installed). */
const openApiDocument = z.object({
  openapi: z.string().regex(/^3\.\d+\.\d+$/),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  paths: z.record(
    z.string().startsWith('/'),
    z.partialRecord(
      z.enum(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']),
      z.object({ responses: z.record(z.string().regex(/^(\d{3}|default)$/), z.object({ description: z.string() })) }),
    ),
  ),
  components: z.object({ securitySchemes: z.record(z.string(), z.object({ type: z.string() })) }),
});

describeEachDatabase('OpenAPI', (kind) => {
  const context = useTestApp(kind, {
    routes: (app) => {
      app.post(
        '/test/things',
        {
          schema: {
            summary: 'Create a thing',
            body: z.object({ name: z.string().max(40) }),
            response: { 201: z.object({ id: z.number().int() }), ...errorResponses(400) },
          },
        },
        async (_request, reply) => reply.code(201).send({ id: 1 }),
      );
    },
  });

  it('serves a valid OpenAPI 3 document generated from the zod schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = openApiDocument.parse(response.json());
    expect(document.info.title).toBe('Campus API');
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'clientBasic']);

    const health = response.json().paths['/health'].get;
    expect(health.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { status: { enum: ['ok'] }, database: { enum: ['pglite', 'postgres'] } },
    });
    expect(health.responses['503'].content['application/json'].schema.required).toEqual(['code', 'message']);

    const things = response.json().paths['/test/things'].post;
    expect(things.requestBody.content['application/json'].schema).toMatchObject({
      properties: { name: { type: 'string', maxLength: 40 } },
    });
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs') || path === '/openapi.json')).toEqual(
      [],
    );
  });

  it('serves Swagger UI at /docs', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
