import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

/** Every earning-side endpoint of issue 6, as partner portals rely on it. */
const EARNING_ENDPOINTS = [
  ['get', '/api/campaigns/'],
  ['get', '/api/stores/'],
  ['get', '/api/products/'],
  ['post', '/api/sales/'],
  ['get', '/api/sales/'],
  ['get', '/api/photo-types/'],
  ['post', '/api/photos/'],
  ['get', '/api/photos/limits/'],
  ['get', '/api/points/'],
  ['get', '/api/points/statement/'],
  ['get', '/api/levels/'],
  ['get', '/api/uploads/{name}'],
  ['get', '/api/admin/sales/'],
  ['post', '/api/admin/sales/{id}/audit/'],
  ['get', '/api/admin/level-requests/'],
  ['post', '/api/admin/level-requests/{id}/'],
  ['post', '/api/admin/points/adjustments/'],
  ['post', '/api/admin/members/{id}/block/'],
  ['post', '/api/admin/members/{id}/unblock/'],
  ['post', '/api/admin/campaigns/{id}/close/'],
  ['get', '/api/messages/'],
  ['post', '/api/messages/{id}/read/'],
] as const;

describeEachDatabase('loyalty OpenAPI', (kind) => {
  const context = useTestApp(kind);

  it('documents every earning endpoint, the multipart bodies and the Idempotency-Key header', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [method, path] of EARNING_ENDPOINTS) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const sales = document.paths['/api/sales/'].post;
    const body = sales.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.invoice_photo).toEqual({ type: 'string', format: 'binary' });
    expect(body.required).toEqual(
      expect.arrayContaining(['retailer', 'store', 'sale_date', 'invoice_number', 'products']),
    );
    expect(sales.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(Object.keys(sales.responses)).toEqual(expect.arrayContaining(['201', '413', '422']));
  });
});
