import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../errors/index.js';
import { createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { TestServer } from '../test-server.test-util.js';
import {
  downloadLibraryFile,
  fetchLibraryFile,
  fetchLibraryPage,
  LIBRARY_PAGE_SIZE,
  libraryFileExists,
  libraryQuery,
} from './library.js';
import { fetchNewsArticle, fetchNewsPage, NEWS_PAGE_SIZE } from './news.js';

const BASE = {
  id: 7,
  title: 'Manual',
  description: '',
  image: null,
  category: { id: 61, name: 'Manuais' },
  areas: [],
  groups: [],
  tags: [],
  begin_date: null,
  end_date: null,
  favorite: false,
};
const FILE = {
  ...BASE,
  type: 'library_file',
  extension: { id: 71, name: 'PDF' },
  file_url: '/static/demo/library/manual.pdf',
  file_name: 'manual.pdf',
  file_size: 1234,
};
const NEWS = { ...BASE, type: 'news', category: null, published_at: '2026-11-20T12:00:00.000Z' };

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/api/library/') sendJson(response, 200, { count: 1, next: null, previous: null, results: [FILE] });
    else if (path === '/api/library/7/') sendJson(response, 200, FILE);
    else if (path === '/api/news/') sendJson(response, 200, { count: 1, next: null, previous: null, results: [NEWS] });
    else if (path === '/api/news/9/') sendJson(response, 200, { ...NEWS, id: 9, body: '<p>Olá</p>' });
    else if (path === '/static/refuses-head.pdf' && request.method === 'HEAD') sendJson(response, 405, {});
    else if (path === '/static/demo/library/manual.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7');
    } else sendJson(response, 404, { code: 'library_file_not_found', message: 'x' });
  });
});
afterEach(async () => {
  await server.close();
});

describe('library and news calls (issue 24)', () => {
  it('sends only the library filters that are set', () => {
    expect(libraryQuery({})).toEqual({});
    expect(libraryQuery({ categories: [1, 2], extensions: [], search: '  manual ' })).toEqual({
      categories: '1,2',
      search: 'manual',
    });
  });

  it('GETs a library page with its filters, a file, and a file’s bytes without the bearer token', async () => {
    const { client } = createFixture(server.url);
    const page = await fetchLibraryPage(client, { categories: [61], extensions: [71] }, 2);
    expect(page.results).toEqual([FILE]);
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      categories: '61',
      extensions: '71',
      page: '2',
      page_size: String(LIBRARY_PAGE_SIZE),
    });
    expect(await fetchLibraryFile(client, 7)).toEqual(FILE);
    const blob = await downloadLibraryFile(client, FILE);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(server.requests[2]).toMatchObject({ method: 'GET', path: '/static/demo/library/manual.pdf' });
    expect(server.requests[2]!.headers.authorization).toBeUndefined();
  });

  it('rejects a missing file with the server’s code', async () => {
    const { client } = createFixture(server.url);
    const error = await fetchLibraryFile(client, 999).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: 'library_file_not_found' });
    await expect(downloadLibraryFile(client, { file_url: '/static/gone.pdf' })).rejects.toMatchObject({ status: 404 });
  });

  it('tells whether a file’s bytes are there with a HEAD, leaving the viewer to try when it cannot tell', async () => {
    const { client } = createFixture(server.url);
    expect(await libraryFileExists(client, FILE)).toBe(true);
    expect(server.requests[0]).toMatchObject({ method: 'HEAD', path: '/static/demo/library/manual.pdf' });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(await libraryFileExists(client, { file_url: '/static/gone.pdf' })).toBe(false);
    expect(await libraryFileExists(client, { file_url: '/static/refuses-head.pdf' })).toBe(true);
    const controller = new AbortController();
    controller.abort();
    await expect(libraryFileExists(client, FILE, { signal: controller.signal })).rejects.toBeDefined();
  });

  it('GETs a news page and an article with its body', async () => {
    const { client } = createFixture(server.url);
    expect((await fetchNewsPage(client, 1)).results).toEqual([NEWS]);
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({ page: '1', page_size: String(NEWS_PAGE_SIZE) });
    expect((await fetchNewsArticle(client, 9)).body).toBe('<p>Olá</p>');
  });
});
