import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture } from '../api-fixture.test-util.js';
import { sendJson, startTestServer } from '../test-server.test-util.js';
import type { RecordedRequest, TestServer } from '../test-server.test-util.js';
import { downloadCertificate, fetchBadges, fetchCertificates, verifyCertificate } from './achievements.js';

const CERTIFICATE = {
  id: 4,
  training_type: 'online_course',
  training_id: 12,
  training_title: 'Código de Conduta',
  workload_minutes: 90,
  issued_at: '2026-11-26T15:00:00.000Z',
  code: '7K2M-9QXD-4B0R',
};
const BADGE = {
  id: 1,
  code: 'first-course',
  name: 'First course',
  description: 'Finished your first online course.',
  image: '/static/demo/badges/first-course.svg',
  rule: { kind: 'first_course_finished' },
  earned_at: null,
  progress: { current: 0, target: 1 },
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.path === '/api/certificates/4/pdf/') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7');
    } else if (request.path === '/api/certificates/') sendJson(response, 200, { results: [CERTIFICATE] });
    else if (request.path.startsWith('/api/certificates/verify/')) sendJson(response, 200, { genuine: false });
    else if (request.path === '/api/badges/') sendJson(response, 200, { results: [BADGE] });
    else sendJson(response, 404, { code: 'not_found', message: 'Not found' });
  });
});
afterEach(async () => {
  await server.close();
});

const only = (): RecordedRequest => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as RecordedRequest;
};

describe('certificate and badge calls', () => {
  it('fetchCertificates and fetchBadges: GET with bearer, answers parsed', async () => {
    const { client } = createFixture(server.url);
    await expect(fetchCertificates(client)).resolves.toEqual({ results: [CERTIFICATE] });
    expect(only()).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer old-access' } });
    await expect(fetchBadges(client)).resolves.toEqual({ results: [BADGE] });
  });

  it('downloadCertificate: the PDF as a file', async () => {
    const { client } = createFixture(server.url);
    const file = await downloadCertificate(client, 4);
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(only()).toMatchObject({ method: 'GET', path: '/api/certificates/4/pdf/' });
  });

  it('verifyCertificate: a public GET with the code in the path', async () => {
    const { client } = createFixture(server.url);
    await expect(verifyCertificate(client, '7K2M-9QXD-4B0R')).resolves.toEqual({ genuine: false });
    expect(only().path).toBe('/api/certificates/verify/7K2M-9QXD-4B0R/');
    expect(only().headers.authorization).toBeUndefined();
  });
});
