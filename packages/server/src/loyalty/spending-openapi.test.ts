import { it, expect } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/** Every spending-side endpoint of issue 6, as partner portals rely on it. */
const SPENDING_ENDPOINTS = [
  ['get', '/api/rewards/'],
  ['get', '/api/rewards/{id}/'],
  ['post', '/api/rewards/{id}/redeem/'],
  ['get', '/api/orders/'],
  ['get', '/api/orders/{id}/'],
  ['get', '/api/events/'],
  ['post', '/api/events/check-in/'],
  ['get', '/api/ranking/'],
  ['post', '/api/points/transfer/'],
  ['get', '/api/admin/orders/'],
  ['post', '/api/admin/orders/{id}/status/'],
  ['get', '/api/admin/rewards/'],
  ['post', '/api/admin/rewards/'],
  ['patch', '/api/admin/rewards/{id}/'],
  ['delete', '/api/admin/rewards/{id}/'],
  ['get', '/api/admin/events/'],
  ['post', '/api/admin/events/'],
  ['patch', '/api/admin/events/{id}/'],
  ['delete', '/api/admin/events/{id}/'],
  ['get', '/api/admin/campaigns/'],
  ['post', '/api/admin/campaigns/'],
  ['patch', '/api/admin/campaigns/{id}/'],
  ['delete', '/api/admin/campaigns/{id}/'],
  ['get', '/api/admin/stores/'],
  ['post', '/api/admin/stores/'],
  ['patch', '/api/admin/stores/{id}/'],
] as const;

describeEachDatabase('loyalty spending OpenAPI', (kind) => {
  const context = useTestApp(kind);

  it('documents every spending endpoint, its error answers and the Idempotency-Key header on writes', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [method, path] of SPENDING_ENDPOINTS) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
      if (method === 'post' || method === 'patch') {
        const headers = (operation.parameters ?? []).filter((parameter: { in: string }) => parameter.in === 'header');
        expect(
          headers.map((parameter: { name: string }) => parameter.name),
          `${method} ${path}`,
        ).toContain('idempotency-key');
      }
    }
    const redeem = document.paths['/api/rewards/{id}/redeem/'].post;
    expect(Object.keys(redeem.responses)).toEqual(expect.arrayContaining(['201', '422']));
    expect(Object.keys(document.paths['/api/events/check-in/'].post.responses)).toContain('429');
  });
});
