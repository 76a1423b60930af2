import { randomBytes } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import {
  campaigns,
  campaignStores,
  clientAnswerVersions,
  saleLines,
  sales,
  storeLoyaltySettings,
  stores,
  userAnswerVersions,
} from '../../db/schema';
import { expectLedgerConsistent } from '../ledger-invariants.test-util';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { MAX_UPLOAD_BYTES } from '../../uploads/image-limits';
import { uploaderKey, uploadLimiter } from '../../uploads/upload-limiter';
import {
  dayFromToday,
  jpegWithExif,
  postMultipart,
  saleFields,
  sendJson,
  useDemoIds,
  useDemoTokens,
  userIdOf,
} from '../loyalty-test-helpers.test-util';

describeEachDatabase('loyalty sales', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['agent', 'owner', 'learner', 'auditor']);
  const ids = useDemoIds(context);
  let photo: Buffer;

  beforeAll(async () => {
    photo = await jpegWithExif();
  });

  const paulista = () => ids.store('Horizonte Paulista');
  const sell = (fields: Record<string, string>, withPhoto = true, headers: Record<string, string> = {}) =>
    postMultipart(
      context.app,
      '/api/sales/',
      tokens.agent,
      fields,
      withPhoto ? { invoice_photo: { bytes: photo } } : {},
      headers,
    );

  it('lists the member’s stores with participation, and the products', async () => {
    const response = await sendJson(context.app, 'GET', '/api/stores/', tokens.agent);
    expect(response.statusCode).toBe(200);
    const stores = response.json().retailers.flatMap((retailer: { stores: unknown[] }) => retailer.stores);
    expect(stores).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Horizonte Paulista', participating: true, invoice_photo_required: true }),
        expect.objectContaining({ name: 'Vale Sul', participating: false }),
      ]),
    );
    const products = await sendJson(context.app, 'GET', '/api/products/', tokens.agent);
    expect(products.json().products).toHaveLength(7);
    expect(products.json().products[0]).toEqual(
      expect.objectContaining({ sku: expect.any(String), brand: expect.any(String), points: expect.any(Number) }),
    );
  });

  it('credits a sale at once with the level multiplier and shows it in sales, points and statement', async () => {
    const before = (await sendJson(context.app, 'GET', '/api/points/', tokens.agent)).json();
    const active = (await sendJson(context.app, 'GET', '/api/ranking/', tokens.agent)).json().campaign_id;
    const publish = vi.spyOn(context.app.realtime, 'publish');
    const response = await sell(saleFields(paulista(), { invoice_number: 'NF-OK-1' }));
    expect(response.statusCode).toBe(201);
    // The ranking hears of it on the realtime channel, after the commit.
    expect(publish).toHaveBeenCalledWith(
      expect.stringMatching(/^client:\d+$/),
      expect.objectContaining({ kind: 'points', campaign_id: active, reason: 'sale', user_ids: [ids.user('agent')] }),
    );
    publish.mockRestore();
    // 150 points × 2 units × 1.5 (the agent is intermediate); no promotion runs today.
    expect(response.json()).toEqual({ id: expect.any(Number), total_points: 450, status: 'credited' });
    const after = (await sendJson(context.app, 'GET', '/api/points/', tokens.agent)).json();
    expect(after.balance).toBe(before.balance + 450);
    expect(after.experience_points).toBe(before.experience_points + 450);
    expect(after.pending_audit).toBe(before.pending_audit + 450);
    const statement = (await sendJson(context.app, 'GET', '/api/points/statement/?page_size=1', tokens.agent)).json();
    expect(statement.results[0]).toEqual(
      expect.objectContaining({ kind: 'earned', points: 450, source: { type: 'sale', id: response.json().id } }),
    );
    const sales = (await sendJson(context.app, 'GET', '/api/sales/', tokens.agent)).json();
    const sale = sales.results.find((entry: { id: number }) => entry.id === response.json().id);
    expect(sale).toEqual(
      expect.objectContaining({
        invoice_number: 'NF-OK-1',
        status: 'credited',
        total_points: 450,
        rejection_reason: null,
      }),
    );
    expect(sale.products).toEqual([{ sku: 'NB-BRI-I3-12', name: 'Brisa Go 15', quantity: 2, points: 450 }]);
    await expectLedgerConsistent(context.database.db, ids.user('agent'));

    // The stored photo is a clean JPEG under a generated name: no EXIF, only its owner and auditors see it.
    expect(sale.invoice_photo_url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.jpg$/);
    const image = await sendJson(context.app, 'GET', sale.invoice_photo_url, tokens.agent);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Spy Camera'))).toBe(false);
    expect((await sendJson(context.app, 'GET', sale.invoice_photo_url, tokens.auditor)).statusCode).toBe(200);
    expect((await sendJson(context.app, 'GET', sale.invoice_photo_url, tokens.owner)).statusCode).toBe(404);
  });

  it('answers the sales list again from memory, and at once after a change to a sale, its lines or a store', async () => {
    const { db } = context.database;
    const agent = await userIdOf(db, 'agent');
    const list = async () => (await sendJson(context.app, 'GET', '/api/sales/?page_size=5', tokens.agent)).body;
    const [latest] = await db.select().from(sales).where(eq(sales.userId, agent)).orderBy(desc(sales.id)).limit(1);
    if (!latest) throw new Error('the agent has no sale');
    const first = await list();
    // Unseen by the database's triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(sales).set({ observation: 'não visto' }).where(eq(sales.id, latest.id));
    });
    expect(await list()).toBe(first);
    await db.update(sales).set({ observation: 'Nota conferida' }).where(eq(sales.id, latest.id));
    expect(await list()).toContain('Nota conferida');

    const version = async (table: typeof userAnswerVersions | typeof clientAnswerVersions, where: SQL) =>
      (await db.select({ version: table.version }).from(table).where(where))[0]?.version ?? 0;
    const member = () => version(userAnswerVersions, eq(userAnswerVersions.userId, agent));
    const [store] = await db.select({ clientId: stores.clientId }).from(stores).where(eq(stores.id, latest.storeId));
    const client = () => version(clientAnswerVersions, eq(clientAnswerVersions.clientId, store?.clientId ?? 0));
    const beforeLines = await member();
    await db
      .update(saleLines)
      .set({ quantity: sql`${saleLines.quantity}` })
      .where(eq(saleLines.saleId, latest.id));
    expect(await member()).toBeGreaterThan(beforeLines);
    const beforeStore = await client();
    await db
      .update(stores)
      .set({ name: sql`${stores.name}` })
      .where(eq(stores.id, latest.storeId));
    expect(await client()).toBeGreaterThan(beforeStore);
  });

  it('answers the member’s stores again from memory, and at once after a store’s settings or campaigns change', async () => {
    const { db } = context.database;
    const storesAnswer = async () => (await sendJson(context.app, 'GET', '/api/stores/', tokens.agent)).json();
    type StoreAnswer = { id: number; invoice_photo_required: boolean; campaign_ids: number[] };
    const storeOf = (answer: { retailers: { stores: StoreAnswer[] }[] }) =>
      answer.retailers.flatMap((retailer) => retailer.stores).find((store) => store.id === paulista().id);
    const first = await storesAnswer();
    const required = storeOf(first)?.invoice_photo_required;
    expect(typeof required).toBe('boolean');
    // Unseen by the database's triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(storeLoyaltySettings)
        .set({ camerasAllowed: !required })
        .where(eq(storeLoyaltySettings.storeId, paulista().id));
    });
    expect(storeOf(await storesAnswer())?.invoice_photo_required).toBe(required);
    await db
      .update(storeLoyaltySettings)
      .set({ camerasAllowed: !required })
      .where(eq(storeLoyaltySettings.storeId, paulista().id));
    expect(storeOf(await storesAnswer())?.invoice_photo_required).toBe(!required);
    await db
      .update(storeLoyaltySettings)
      .set({ camerasAllowed: required })
      .where(eq(storeLoyaltySettings.storeId, paulista().id));
    expect(storeOf(await storesAnswer())?.invoice_photo_required).toBe(required);

    const links = await db.select().from(campaignStores).where(eq(campaignStores.storeId, paulista().id));
    expect(links.length).toBeGreaterThan(0);
    await db.delete(campaignStores).where(eq(campaignStores.storeId, paulista().id));
    expect(storeOf(await storesAnswer())?.campaign_ids).toEqual([]);
    await db.insert(campaignStores).values(links);
    expect(storeOf(await storesAnswer())?.campaign_ids).toEqual(storeOf(first)?.campaign_ids);
  });

  it('refuses every sale rule with its code and field', async () => {
    const cases: [Record<string, string>, boolean, string, string][] = [
      [saleFields(paulista(), { invoice_number: ' nf-ok-1 ' }), true, 'invoice_already_sent', 'invoice_number'],
      [saleFields(paulista()), false, 'invoice_photo_required', 'invoice_photo'],
      [saleFields(ids.store('Vale Sul')), true, 'store_not_participating', 'store'],
      [saleFields(paulista(), { sale_date: dayFromToday(1) }), true, 'sale_date_in_future', 'sale_date'],
      [saleFields(paulista(), { sale_date: dayFromToday(-16) }), true, 'sale_report_window_expired', 'sale_date'],
      [saleFields(paulista(), { sale_date: '2024-02-30' }), true, 'invalid_sale_date', 'sale_date'],
      [saleFields(paulista(), { invoice_number: '   ' }), true, 'invoice_number_required', 'invoice_number'],
      [saleFields(ids.store('Horizonte Centro')), true, 'store_not_linked', 'store'],
      [
        saleFields(paulista(), { products: JSON.stringify([{ sku: 'NOPE-1', quantity: 1 }]) }),
        true,
        'unknown_product',
        'products.0.sku',
      ],
    ];
    for (const [fields, withPhoto, code, field] of cases) {
      const response = await sell(fields, withPhoto);
      expect({ code: response.json().code, status: response.statusCode }).toEqual({ code, status: 422 });
      expect(response.json().field_errors[field]).toBe(code);
      expect(response.json().message).not.toBe('');
    }
    const pt = await sell(saleFields(paulista(), { invoice_number: 'NF-OK-1' }));
    expect(pt.json().message).toBe('Você já enviou este número de nota fiscal nesta campanha.');
    const store = await sell(saleFields(ids.store('Vale Sul')));
    expect(store.json().message).toBe('Esta loja não participa da campanha.');
  });

  it('refuses a sale dated before the campaign began', async () => {
    const db = context.database.db;
    const [, , , active] = await db.select().from(campaigns).orderBy(asc(campaigns.beginDate));
    if (!active) throw new Error('campaign');
    await db
      .update(campaigns)
      .set({ beginDate: dayFromToday(-5) })
      .where(eq(campaigns.id, active.id));
    try {
      const response = await sell(saleFields(paulista(), { sale_date: dayFromToday(-7) }));
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('sale_outside_campaign');
    } finally {
      await db.update(campaigns).set({ beginDate: active.beginDate }).where(eq(campaigns.id, active.id));
    }
  });

  it('refuses sales between campaigns, and empty photo files', async () => {
    const db = context.database.db;
    const [, , , active] = await db.select().from(campaigns).orderBy(asc(campaigns.beginDate));
    if (!active) throw new Error('campaign');
    await db
      .update(campaigns)
      .set({ endDate: dayFromToday(-1) })
      .where(eq(campaigns.id, active.id));
    try {
      const response = await sell(saleFields(paulista()));
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('no_active_campaign');
      const stores = await sendJson(context.app, 'GET', '/api/stores/', tokens.agent);
      expect(stores.json().active_campaign_id).toBeNull();
    } finally {
      await db.update(campaigns).set({ endDate: active.endDate }).where(eq(campaigns.id, active.id));
    }
    const empty = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
      invoice_photo: { bytes: Buffer.alloc(0) },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual(
      expect.objectContaining({ code: 'file_required', field_errors: { invoice_photo: 'file_required' } }),
    );
  });

  it('answers in the request language', async () => {
    const response = await postMultipart(
      context.app,
      '/api/sales/?locale=en-US',
      tokens.agent,
      saleFields(ids.store('Vale Sul')),
      { invoice_photo: { bytes: photo } },
    );
    expect(response.json().message).toBe('This store is not taking part in the campaign.');
    const tooBig = await postMultipart(context.app, '/api/sales/?locale=fr-FR', tokens.agent, saleFields(paulista()), {
      invoice_photo: { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1) },
    });
    expect(tooBig.json().message).toBe('Le fichier est trop volumineux. La taille maximale est de 10 Mo.');
  });

  it('answers malformed requests with 400, 401, 403 and 415, never 500', async () => {
    const badJson = await sell(saleFields(paulista(), { products: '[{"sku":' }));
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().fields).toEqual(['body.products']);
    const zero = await sell(saleFields(paulista(), { products: JSON.stringify([{ sku: 'MN-DEL-27', quantity: 0 }]) }));
    expect(zero.statusCode).toBe(400);
    const missing = await postMultipart(context.app, '/api/sales/', tokens.agent, { store: '1' });
    expect(missing.statusCode).toBe(400);
    const json = await sendJson(context.app, 'POST', '/api/sales/', tokens.agent, { store: 1 });
    expect(json.statusCode).toBe(415);
    const learner = await postMultipart(context.app, '/api/sales/', tokens.learner, saleFields(paulista()));
    expect(learner.statusCode).toBe(403);
    const anonymous = await context.app.inject({ method: 'POST', url: '/api/sales/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers broken multipart bodies and NUL characters with a 4xx in the API shape, never 500', async () => {
    const expectRefused = (response: LightMyRequestResponse, status: number, code: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    };
    const nulInvoice = await sell(saleFields(paulista(), { invoice_number: 'NF-\u0000-1' }));
    expectRefused(nulInvoice, 400, 'invalid_request');
    expect(nulInvoice.json().fields).toEqual(['body.invoice_number']);
    const nulSku = await sell(saleFields(paulista(), { products: '[{"sku":"NB-BRI\\u0000","quantity":1}]' }));
    expectRefused(nulSku, 400, 'invalid_request');
    expect(nulSku.json().fields).toEqual(['body.products.0.sku']);

    const raw = (contentType: string, payload: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/sales/',
        headers: { authorization: `Bearer ${tokens.agent}`, 'content-type': contentType },
        payload,
      });
    expectRefused(
      await raw('multipart/form-data', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1'),
      400,
      'malformed_body',
    );
    const truncated =
      '--b\r\ncontent-disposition: form-data; name="store"\r\n\r\n12\r\n--b\r\ncontent-disposition: form-da';
    expectRefused(await raw('multipart/form-data; boundary=b', truncated), 400, 'malformed_body');
    const bytes = await sell(saleFields(paulista()));
    expect(bytes.statusCode, bytes.body).toBe(201);
  });

  it('limits a member to 60 uploads in 10 minutes: 429 too_many_requests with Retry-After', async () => {
    const agentId = await userIdOf(context.database.db, 'agent');
    const keys = [uploaderKey(agentId)];
    try {
      for (let upload = 0; upload < uploadLimiter.max; upload++) await uploadLimiter.recordFailure(context.app, keys);
      const refused = await sell(saleFields(paulista()));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'too_many_requests', message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A sale without a photo (a store that forbids cameras) uploads nothing, and is not counted.
      expect((await sell(saleFields(paulista()), false)).statusCode).not.toBe(429);
    } finally {
      await uploadLimiter.reset(context.app, keys);
    }
  });

  it('checks uploads by their bytes and size: no truncation, no disguised HTML or SVG, pixel, side and proportion limits', async () => {
    const tooBig = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
      invoice_photo: { bytes: Buffer.concat([photo, Buffer.alloc(MAX_UPLOAD_BYTES)]) },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('file_too_large');
    for (const disguised of [
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
    ]) {
      const response = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
        invoice_photo: { bytes: disguised, filename: 'nota.jpg', contentType: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('unsupported_file_type');
    }
    // A phone-sized photo, larger than the JSON body limit, is accepted (and stored scaled and re-encoded).
    const noise = randomBytes(1400 * 1400 * 3);
    const big = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(context.config.bodyLimit);
    const accepted = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
      invoice_photo: { bytes: big },
    });
    expect(accepted.statusCode).toBe(201);
    const huge = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
      invoice_photo: { bytes: pngHeaderOnly(10_000, 10_000), filename: 'big.png', contentType: 'image/png' },
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().code).toBe('image_too_large');
    // Under the pixel count but not photos: a 1 × 49,000,000 px sliver (it stalled the server for a minute while
    // decoding) and a 100:1 strip are refused from their header, before anything is decoded.
    for (const [width, height] of [
      [1, 49_000_000],
      [100, 10_000],
    ] as const) {
      const odd = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
        invoice_photo: { bytes: pngHeaderOnly(width, height), filename: 'odd.png', contentType: 'image/png' },
      });
      expect(odd.statusCode, `${width}×${height}`).toBe(422);
      expect(odd.json().code).toBe('image_too_large');
    }
    const broken = await postMultipart(context.app, '/api/sales/', tokens.agent, saleFields(paulista()), {
      invoice_photo: { bytes: photo.subarray(0, 200) },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe('invalid_image');
  });

  it('replays the same Idempotency-Key sent 10 times at once: one sale, identical answers; another body is 409', async () => {
    const fields = saleFields(paulista(), { invoice_number: `NF-IDEM-${kind}` });
    const key = `sale-${kind}-key`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => sell(fields, true, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const sales = (await sendJson(context.app, 'GET', '/api/sales/?page_size=100', tokens.agent)).json();
    expect(
      sales.results.filter((sale: { invoice_number: string }) => sale.invoice_number === fields.invoice_number),
    ).toHaveLength(1);
    const other = await sell({ ...fields, observation: 'outra' }, true, { 'idempotency-key': key });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    const bad = await sell(fields, true, { 'idempotency-key': 'has space' });
    expect(bad.statusCode).toBe(400);
    await expectLedgerConsistent(context.database.db, ids.user('agent'));
  });

  it('accepts one of two concurrent sales with the same invoice number, by one member or two', async () => {
    const agentFields = saleFields(paulista(), { invoice_number: `NF-RACE-${kind}` });
    const sameMember = await Promise.all([sell(agentFields), sell({ ...agentFields, observation: 'de novo' })]);
    expect(sameMember.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const invoice = `NF-RACE2-${kind}`;
    const twoMembers = await Promise.all([
      sell(saleFields(paulista(), { invoice_number: invoice })),
      postMultipart(
        context.app,
        '/api/sales/',
        tokens.owner,
        saleFields(ids.store('Horizonte Centro'), { invoice_number: invoice }),
      ),
    ]);
    expect(twoMembers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(twoMembers.find((answer) => answer.statusCode === 422)?.json().code).toBe('invoice_already_sent');
    await expectLedgerConsistent(context.database.db, ids.user('agent'));
    await expectLedgerConsistent(context.database.db, ids.user('owner'));
  });
});

/** A PNG that is only a header claiming `width` × `height` pixels (decoding it would need gigabytes). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** CRC-32 of PNG chunks (ISO 3309), written out so the test needs nothing newer than Node 20.0. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
