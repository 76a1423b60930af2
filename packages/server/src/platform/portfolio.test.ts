import { portfolioCourseSchema, portfolioResponseSchema } from '@campus/core/schemas';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CLIENT, useCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import { basic } from '../test-support/auth-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('public training portfolio', (kind) => {
  const context = useTestApp(kind);
  const fixture = useCatalogueFixture(context);

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });
  const anonymous = { authorization: basic(FIXTURE_CLIENT.clientId, FIXTURE_CLIENT.secret) };

  describe('GET /api/portfolio/', () => {
    it('lists the client’s published online courses to a visitor with no user, in catalogue order', async () => {
      const response = await get('/api/portfolio/', anonymous);
      expect(response.statusCode).toBe(200);
      const body = portfolioResponseSchema.parse(response.json());
      expect(body.results.map((course) => course.title)).toEqual([
        'Técnicas de Vendas',
        'Atendimento ao Cliente',
        'Segurança da Informação',
      ]);
      expect(body.count).toBe(3);
      expect(body.results[0]).toEqual({
        id: fixture.items.salesCourse,
        title: 'Técnicas de Vendas',
        description: 'Negociação e fechamento',
        image: null,
        category: { id: fixture.entries.salesCategory, name: 'Vendas' },
        workload_minutes: 90,
      });
      // No learner state leaks into the showcase.
      expect(Object.keys(response.json().results[0] as object)).not.toContain('status');
    });

    it('names the client by ?client_id= or by a signed-in user’s token too', async () => {
      const byQuery = await get(`/api/portfolio/?client_id=${FIXTURE_CLIENT.clientId}`);
      expect(byQuery.statusCode).toBe(200);
      const byToken = await get('/api/portfolio/', { authorization: `Bearer ${fixture.ana.token}` });
      expect(portfolioResponseSchema.parse(byToken.json()).count).toBe(3);
    });

    it('shows another client its own courses only', async () => {
      const response = await get('/api/portfolio/?client_id=other-web');
      expect(portfolioResponseSchema.parse(response.json()).results.map((course) => course.title)).toEqual([
        'Curso de outra empresa',
      ]);
    });

    it('refuses without a client (401), with wrong credentials (401) and without the online courses module (403)', async () => {
      const none = await get('/api/portfolio/');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'invalid_client' });
      const wrong = await get('/api/portfolio/', { authorization: basic(FIXTURE_CLIENT.clientId, 'nope') });
      expect(wrong.statusCode).toBe(401);
      const bare = await get('/api/portfolio/?client_id=bare-web');
      expect(bare.statusCode).toBe(403);
      expect(bare.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
    });
  });

  describe('GET /api/portfolio/{id}/', () => {
    it('gives one course to a visitor', async () => {
      const response = await get(`/api/portfolio/${fixture.items.serviceCourse}/`, anonymous);
      expect(response.statusCode).toBe(200);
      expect(portfolioCourseSchema.parse(response.json())).toMatchObject({
        id: fixture.items.serviceCourse,
        title: 'Atendimento ao Cliente',
        category: { name: 'Atendimento' },
        workload_minutes: null,
      });
    });

    it('answers 404 { code, message } for unknown, unpublished, other kinds and other clients’ ids', async () => {
      for (const id of [999_999, fixture.items.draftCourse, fixture.items.trail, fixture.items.otherClientCourse]) {
        const response = await get(`/api/portfolio/${id}/`, anonymous);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found_or_forbidden', message: expect.any(String) });
      }
    });

    it('answers 400 for an id that is not one', async () => {
      const response = await get('/api/portfolio/abc/', anonymous);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });
  });

  it('is in the OpenAPI document, public, with its error answers', async () => {
    const document = (await get('/openapi.json')).json();
    const list = document.paths['/api/portfolio/']?.get;
    const one = document.paths['/api/portfolio/{id}/']?.get;
    expect(list).toBeDefined();
    expect(Object.keys(one.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(list.security).toContainEqual({});
  });
});
