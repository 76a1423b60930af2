import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { InvalidObjectKeyError } from './object-store';
import type { ObjectStore } from './object-store';

/**
 * The contract every {@link ObjectStore} passes (call inside a `describe`, once per implementation): whole objects
 * in, the same bytes out, overwrite, delete (also of a missing key), nested keys, and keys that could leave the
 * store's folder or prefix refused before anything is written.
 * @param store the implementation under test (it may be shared by the tests: keys are random)
 */
export function itFulfilsTheObjectStoreContract(store: () => ObjectStore): void {
  const newKey = (suffix = '.jpg') => `${randomBytes(16).toString('hex')}${suffix}`;

  it('gives back the bytes it was given, every byte value included', async () => {
    const key = newKey();
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, index) => index)), randomBytes(4096)]);
    await store().put(key, bytes, 'image/jpeg');
    expect((await store().get(key))?.equals(bytes)).toBe(true);
  });

  it('answers undefined for a key it does not hold', async () => {
    expect(await store().get(newKey())).toBeUndefined();
  });

  it('replaces an object written again under the same key', async () => {
    const key = newKey('.png');
    await store().put(key, Buffer.from('first version'), 'image/png');
    await store().put(key, Buffer.from('second'), 'image/png');
    expect((await store().get(key))?.toString()).toBe('second');
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    const key = newKey();
    await store().put(key, Buffer.from('bytes'), 'image/jpeg');
    await store().delete(key);
    expect(await store().get(key)).toBeUndefined();
    await expect(store().delete(key)).resolves.toBeUndefined();
    await expect(store().delete(newKey())).resolves.toBeUndefined();
  });

  it('keeps objects under nested keys apart from each other', async () => {
    const folder = randomBytes(8).toString('hex');
    await store().put(`${folder}/a.webp`, Buffer.from('a'), 'image/webp');
    await store().put(`${folder}/sub/a.webp`, Buffer.from('b'), 'image/webp');
    expect((await store().get(`${folder}/a.webp`))?.toString()).toBe('a');
    expect((await store().get(`${folder}/sub/a.webp`))?.toString()).toBe('b');
    expect(await store().get(folder)).toBeUndefined();
  });

  it('writes several objects at once', async () => {
    const keys = Array.from({ length: 8 }, () => newKey());
    await Promise.all(keys.map((key, index) => store().put(key, Buffer.from(`object ${index}`), 'image/jpeg')));
    const read = await Promise.all(keys.map((key) => store().get(key)));
    expect(read.map((bytes) => bytes?.toString())).toEqual(keys.map((_, index) => `object ${index}`));
  });

  it('refuses keys that could leave its folder or prefix, before writing anything', async () => {
    const bad = [
      '',
      '../escape.jpg',
      'a/../../escape.jpg',
      '/absolute.jpg',
      '.hidden',
      'a//b.jpg',
      'a/',
      'a\\b.jpg',
      'a/./b.jpg',
      'white space.jpg',
      'x'.repeat(513),
    ];
    for (const key of bad) {
      await expect(store().put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store().get(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store().delete(key), key).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
    // The near-miss neighbours of those keys were not written either.
    expect(await store().get('escape.jpg')).toBeUndefined();
    expect(await store().get('absolute.jpg')).toBeUndefined();
  });
}
