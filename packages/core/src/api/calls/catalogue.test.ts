import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError, ResponseValidationError } from '../../errors/index.js';
import { createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { TestServer } from '../test-server.test-util.js';
import { CATALOGUE_PAGE_SIZE, fetchCatalogueDetail, fetchCataloguePage, setCatalogueItemState } from './catalogue.js';

const COURSE = {
  type: 'online_course',
  id: 101,
  title: 'Excel para vendas',
  description: '',
  image: null,
  category: null,
  areas: [],
  groups: [],
  tags: [],
  begin_date: null,
  end_date: null,
  favorite: false,
  status: 'not_started',
  progress: 0,
  enrolled: false,
  workload_minutes: 90,
};

let server: TestServer;
let answer: { status: number; body: unknown };
beforeEach(async () => {
  answer = { status: 200, body: COURSE };
  server = await startTestServer((_request, response) => sendJson(response, answer.status, answer.body));
});
afterEach(async () => {
  await server.close();
});

describe('catalogue calls', () => {
  it('GETs a list page with its filters and the page size, parsed with the list schema', async () => {
    answer = { status: 200, body: { count: 1, next: null, previous: null, results: [COURSE] } };
    const { client } = createFixture(server.url);
    const page = await fetchCataloguePage(client, 'online-courses', { search: 'excel', selected_tags: '3,7' }, 2);
    expect(page.results).toEqual([COURSE]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/online-courses/' });
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      search: 'excel',
      selected_tags: '3,7',
      page: '2',
      page_size: String(CATALOGUE_PAGE_SIZE),
    });
  });

  it('GETs a detail by type and id, refusing an answer of another shape', async () => {
    const { client } = createFixture(server.url);
    await expect(fetchCatalogueDetail(client, 'online-courses', 101)).resolves.toEqual(COURSE);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/online-courses/101/' });
    await expect(fetchCatalogueDetail(client, 'trails', 101)).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('turns a state on with POST and off with DELETE, answering the item', async () => {
    const { client } = createFixture(server.url);
    answer = { status: 200, body: { ...COURSE, enrolled: true } };
    await expect(setCatalogueItemState(client, 'online-courses', 101, 'enrol', true)).resolves.toMatchObject({
      enrolled: true,
    });
    answer = { status: 200, body: COURSE };
    await setCatalogueItemState(client, 'online-courses', 101, 'favorite', false);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/online-courses/101/enrol/',
      'DELETE /api/online-courses/101/favorite/',
    ]);
  });

  it("rejects a refused subscription with the server's code", async () => {
    answer = { status: 409, body: { code: 'no_vacancies', message: 'Vagas esgotadas' } };
    const { client } = createFixture(server.url);
    const failure = await setCatalogueItemState(client, 'live-classes', 501, 'subscribe', true).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, code: 'no_vacancies' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/api/live-classes/501/subscribe/' });
  });
});
