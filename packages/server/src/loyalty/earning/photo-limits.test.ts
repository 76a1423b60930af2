import { addDays, photoWeekStart } from '@campus/core/rules';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { productToday } from '../../shared/product-time';
import { storePhotos } from '../../db/schema';
import { describeEachDatabase, useTestApp } from '../../test-support/test-app.test-util';
import { jpegWithExif, postMultipart, sendJson, useDemoIds, useDemoTokens } from '../loyalty-test-helpers.test-util';

describeEachDatabase('loyalty weekly photo limits', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const tokens = useDemoTokens(context, ['agent', 'owner']);
  const ids = useDemoIds(context);
  let typeIds: Record<'window' | 'shelf' | 'material', number>;
  const monday = () => photoWeekStart(productToday());

  beforeAll(async () => {
    const types = (await sendJson(context.app, 'GET', '/api/photo-types/?locale=en-US', tokens.agent)).json()
      .photo_types as { id: number; name: string }[];
    const idOf = (name: string) => types.find((type) => type.name === name)?.id ?? -1;
    typeIds = { window: idOf('Shop window'), shelf: idOf('Shelf display'), material: idOf('Point-of-sale material') };
  });

  const limitsOf = (token: string, store: number) =>
    sendJson(context.app, 'GET', `/api/photos/limits/?store=${store}`, token);

  it('says which types were already sent to the store this week, with the next Monday, before any upload', async () => {
    const centro = ids.store('Horizonte Centro').id;
    const response = await limitsOf(tokens.owner, centro);
    expect(response.statusCode).toBe(200);
    // The demo owner sent this week's shop window of Horizonte Centro (docs/demo.md).
    expect(response.json()).toEqual({
      store: centro,
      week_start: monday(),
      photo_types: [
        { photo_type: typeIds.window, already_sent: true, next_allowed_date: addDays(monday(), 7) },
        { photo_type: typeIds.shelf, already_sent: false, next_allowed_date: null },
        { photo_type: typeIds.material, already_sent: false, next_allowed_date: null },
      ],
    });
  });

  it('follows the uploads: a photo accepted now is reported as sent until the next Monday', async () => {
    const paulista = ids.store('Horizonte Paulista').id;
    const before = (await limitsOf(tokens.agent, paulista)).json();
    const shelfBefore = before.photo_types.find((entry: { photo_type: number }) => entry.photo_type === typeIds.shelf);
    expect(shelfBefore).toEqual({ photo_type: typeIds.shelf, already_sent: false, next_allowed_date: null });

    const sent = await postMultipart(
      context.app,
      '/api/photos/',
      tokens.agent,
      { photo_type: String(typeIds.shelf), store: String(paulista) },
      { photo: { bytes: await jpegWithExif(3) } },
    );
    expect(sent.statusCode).toBe(201);
    const after = (await limitsOf(tokens.agent, paulista)).json();
    expect(after.photo_types).toContainEqual({
      photo_type: typeIds.shelf,
      already_sent: true,
      next_allowed_date: sent.json().next_allowed_date,
    });
    expect(after.photo_types).toContainEqual({
      photo_type: typeIds.window,
      already_sent: false,
      next_allowed_date: null,
    });
  });

  it('resets after Sunday: a photo of last week no longer counts', async () => {
    const centro = ids.store('Horizonte Centro').id;
    await context.database.db
      .update(storePhotos)
      .set({ weekStart: addDays(monday(), -7) })
      .where(eq(storePhotos.storeId, centro));
    const response = await limitsOf(tokens.owner, centro);
    expect(response.json().photo_types).toContainEqual({
      photo_type: typeIds.window,
      already_sent: false,
      next_allowed_date: null,
    });
  });

  it('refuses a store the member does not work in, a missing store and an anonymous caller', async () => {
    const notMine = await limitsOf(tokens.agent, ids.store('Horizonte Centro').id);
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json()).toEqual(expect.objectContaining({ code: 'store_not_linked' }));
    const missing = await sendJson(context.app, 'GET', '/api/photos/limits/', tokens.agent);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/photos/limits/?store=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
