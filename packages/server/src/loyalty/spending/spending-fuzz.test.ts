import fc from 'fast-check';
import { sendJson, useDemoTokens } from '../loyalty-test-helpers.test-util';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';

/*
 * Whatever a client sends to the spending side — wrong types, huge numbers, unknown ids, odd strings — the
 * answer is a 2xx or a 4xx `{ code, message }`, never a 500 (the server issue's rule). Ids and numbers are
 * drawn around the edges of PostgreSQL's `integer` on purpose.
 */

const edgeNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, 9_999_999_999, Number.MAX_SAFE_INTEGER, 1.5),
);
const value = fc.oneof(
  edgeNumber,
  fc.string({ maxLength: 40 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(edgeNumber, { maxLength: 3 }),
);
const body = fc.dictionary(
  fc.constantFrom(
    'quantity',
    'shipping_address',
    'code',
    'qr',
    'points',
    'document',
    'status',
    'note',
    'stock',
    'cost',
    'names',
    'department_id',
    'category_id',
    'check_in_code',
    'begin_at',
    'end_at',
    'store_ids',
    'retailer_id',
    'campaign_ids',
    'name',
    'begin_date',
    'end_date',
    'type',
    'title',
  ),
  value,
  { maxKeys: 6 },
);
const id = fc.oneof(edgeNumber.map(String), fc.constantFrom('abc', '1e3', '-5', '00001'));

describeEachDatabase('spending side never answers 500', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['agent', 'admin']);

  it('answers 2xx or 4xx to random writes and queries', async () => {
    const requests = fc.oneof(
      fc.tuple(
        fc.constant('POST' as const),
        id.map((one) => `/api/rewards/${one}/redeem/`),
        body,
        fc.constant('agent' as const),
      ),
      fc.tuple(fc.constant('POST' as const), fc.constant('/api/events/check-in/'), body, fc.constant('agent' as const)),
      fc.tuple(fc.constant('POST' as const), fc.constant('/api/points/transfer/'), body, fc.constant('agent' as const)),
      fc.tuple(
        fc.constant('POST' as const),
        id.map((one) => `/api/admin/orders/${one}/status/`),
        body,
        fc.constant('admin' as const),
      ),
      fc.tuple(
        fc.constant('POST' as const),
        fc.constantFrom('/api/admin/rewards/', '/api/admin/events/', '/api/admin/campaigns/', '/api/admin/stores/'),
        body,
        fc.constant('admin' as const),
      ),
      fc.tuple(
        fc.constant('PATCH' as const),
        fc
          .tuple(fc.constantFrom('rewards', 'events', 'campaigns', 'stores'), id)
          .map(([area, one]) => `/api/admin/${area}/${one}/`),
        body,
        fc.constant('admin' as const),
      ),
      fc.tuple(
        fc.constant('GET' as const),
        fc
          .tuple(
            fc.constantFrom('/api/rewards/', '/api/orders/', '/api/ranking/'),
            fc.constantFrom('department', 'category', 'sort', 'page', 'status', 'campaign', 'area', 'limit'),
            fc.oneof(id, fc.constantFrom('store:9999999999', 'state:SP', 'client', 'price')),
          )
          .map(([path, name, one]) => `${path}?${name}=${encodeURIComponent(one)}`),
        fc.constant(undefined),
        fc.constant('agent' as const),
      ),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ([method, url, payload, who]) => {
        const response = await sendJson(context.app, method, url, tokens[who], payload);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});
