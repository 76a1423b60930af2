import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { multipart } from '../loyalty/loyalty-test-helpers.test-util';
import type { FilePart } from '../loyalty/loyalty-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { createUser, sendJson, signIn, TEST_PASSWORD } from './account-test-helpers.test-util';
import { avatarKey, replaceAvatar, storedAvatarName } from './avatar-service';
import type { ObjectStore } from '../storage/object-store';
import { sanitizeImage } from '../uploads/sanitize-image';
import { MAX_UPLOAD_BYTES } from '../uploads/image-limits';

let counter = 0;

/** A PNG photo of `width` × `height` pixels with EXIF, as a phone would send. */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 200 } } })
    .withExif({ IFD0: { Copyright: 'Secret Owner' } })
    .jpeg()
    .toBuffer();
}

describeEachDatabase('avatar', (kind) => {
  const context = useTestApp(kind, { seed: true });

  async function person() {
    counter += 1;
    const user = await createUser(context.database.db, `avatar-${counter}`);
    const tokens = await signIn(context.app, user.username, TEST_PASSWORD);
    return { ...user, token: tokens.access_token };
  }

  function upload(token: string | undefined, file: FilePart) {
    const body = multipart({}, { avatar: file });
    return context.app.inject({
      method: 'POST',
      url: '/accounts/profile/avatar/',
      payload: body.payload,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': body.contentType },
    });
  }

  const storedAvatar = async (userId: number) =>
    (await context.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.avatarUrl ?? null;

  it('stores a good image re-encoded as a square without metadata, and serves it', async () => {
    const a = await person();
    const response = await upload(a.token, { bytes: await photo(900, 600), filename: 'me.jpg' });
    expect(response.statusCode).toBe(200);
    const avatar = response.json<{ avatar: string }>().avatar;
    expect(avatar).toMatch(/^\/api\/avatars\/[0-9a-f]{32}\.jpg$/);
    expect(await storedAvatar(a.id)).toBe(avatar);

    const served = await context.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([512, 512]);
    expect(metadata.exif).toBeUndefined();

    // The session summary shows it too.
    const me = await sendJson(context.app, '/api/me/', undefined, { method: 'GET', auth: a.token });
    expect(me.json<{ user_image: string }>().user_image).toBe(avatar);
  });

  it('replaces the previous avatar, which is then neither served nor kept', async () => {
    const a = await person();
    const first = (await upload(a.token, { bytes: await photo(100, 80) })).json<{ avatar: string }>().avatar;
    const second = (await upload(a.token, { bytes: await photo(60, 120) })).json<{ avatar: string }>().avatar;
    expect(second).not.toBe(first);
    expect((await context.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(await context.app.objectStore.get(avatarKey(storedAvatarName(first) ?? ''))).toBeUndefined();
    const small = await sharp((await context.app.inject({ method: 'GET', url: second })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([60, 60]);
  });

  it('refuses a file that is not an image, and leaves the avatar as it was', async () => {
    const a = await person();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(a.token, { bytes: html, filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'unsupported_file_type',
      field_errors: { avatar: 'unsupported_file_type' },
    });
    expect(await storedAvatar(a.id)).toBeNull();
  });

  it('refuses a file above the size limit with 413', async () => {
    const a = await person();
    const response = await upload(a.token, { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('file_too_large');
    expect(await storedAvatar(a.id)).toBeNull();
  });

  it('needs a signed-in user to upload or remove', async () => {
    const response = await upload(undefined, { bytes: await photo(50, 50) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
    const removal = await sendJson(context.app, '/accounts/profile/avatar/', undefined, { method: 'DELETE' });
    expect(removal.statusCode).toBe(401);
  });

  it('removes the avatar: the profile has none and the image is gone', async () => {
    const a = await person();
    const avatar = (await upload(a.token, { bytes: await photo(70, 70) })).json<{ avatar: string }>().avatar;
    const removal = await sendJson(context.app, '/accounts/profile/avatar/', undefined, {
      method: 'DELETE',
      auth: a.token,
    });
    expect(removal.statusCode).toBe(200);
    expect(removal.json<{ avatar: string | null }>().avatar).toBeNull();
    expect(await storedAvatar(a.id)).toBeNull();
    expect((await context.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    // Removing again changes nothing and is not an error.
    const again = await sendJson(context.app, '/accounts/profile/avatar/', undefined, {
      method: 'DELETE',
      auth: a.token,
    });
    expect(again.statusCode).toBe(200);
  });

  it("deletes the avatar's stored object with the account", async () => {
    const a = await person();
    const avatar = (await upload(a.token, { bytes: await photo(70, 70) })).json<{ avatar: string }>().avatar;
    const key = avatarKey(storedAvatarName(avatar) ?? '');
    expect(await context.app.objectStore.get(key)).toBeDefined();
    const deletion = await sendJson(
      context.app,
      '/accounts/profile/',
      { full_name: `Test ${a.username}` },
      { method: 'DELETE', auth: a.token },
    );
    expect(deletion.statusCode).toBe(204);
    expect(await context.app.objectStore.get(key)).toBeUndefined();
    expect((await context.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('answers 503 and changes nothing when the object store refuses the bytes', async () => {
    const a = await person();
    const first = (await upload(a.token, { bytes: await photo(80, 80) })).json<{ avatar: string }>().avatar;
    const real = context.app.objectStore;
    const failing: ObjectStore = {
      kind: 'memory',
      location: 'failing',
      put: () => Promise.reject(new Error('store down')),
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
      close: () => Promise.resolve(),
    };
    const image = await sanitizeImage(await photo(60, 60), 'avatar');
    const deps = {
      db: context.database.db,
      store: failing,
      log: { warn: () => {}, error: () => {} },
      now: () => new Date(),
    };
    await expect(replaceAvatar(deps, a.id, image)).rejects.toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    expect(await storedAvatar(a.id)).toBe(first);
    expect((await context.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });

  it('answers 404 for a name no profile points at', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(32)}.png` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
