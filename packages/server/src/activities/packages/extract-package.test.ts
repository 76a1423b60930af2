import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryObjectStore } from '../../storage/memory-object-store';
import { extractPackage } from './extract-package';
import { inspectPackage } from './inspect-package';
import { packageObjectKey } from './package-object-key';
import { PackageRefusedError } from './package-refusal';
import { buildZip, zipFolder } from './package-zips.test-util';
import { SCORM_12_SINGLE } from './scorm-manifests.test-util';

let folder: Awaited<ReturnType<typeof zipFolder>>;

beforeAll(async () => {
  folder = await zipFolder();
});

afterAll(async () => {
  await folder.cleanup();
});

describe('extractPackage', () => {
  it('writes every file of an inspected package into the object store, folders implied', async () => {
    const launch = '<!doctype html><script src="api.js"></script>';
    const image = new Uint8Array(5000).map((_, index) => index % 251);
    const file = await folder.write(
      'golf.zip',
      buildZip([
        { name: 'imsmanifest.xml', data: SCORM_12_SINGLE },
        { name: 'shared/' },
        { name: 'shared/launch.html', data: launch },
        { name: 'shared/style.css', data: 'body{}' },
        { name: 'shared/logo 1.png', data: image, stored: true },
      ]),
    );
    await inspectPackage(file, { kind: 'scorm' });
    const store = createMemoryObjectStore();
    const types = new Map<string, string>();
    const written = await extractPackage(file, async (path, bytes, contentType) => {
      types.set(path, contentType);
      await store.put(`activities/7/${packageObjectKey(path)}`, bytes, contentType);
    });
    expect(written).toEqual([
      { path: 'imsmanifest.xml', size: Buffer.byteLength(SCORM_12_SINGLE) },
      { path: 'shared/launch.html', size: Buffer.byteLength(launch) },
      { path: 'shared/style.css', size: 6 },
      { path: 'shared/logo 1.png', size: 5000 },
    ]);
    expect((await store.get('activities/7/shared/launch.html'))?.toString()).toBe(launch);
    expect(await store.get('activities/7/shared/x_logo_201.png')).toEqual(Buffer.from(image));
    expect(Object.fromEntries(types)).toEqual({
      'imsmanifest.xml': 'application/xml',
      'shared/launch.html': 'text/html; charset=utf-8',
      'shared/style.css': 'text/css; charset=utf-8',
      'shared/logo 1.png': 'image/png',
    });
    await store.close();
  });

  it('refuses an unsafe package before writing anything', async () => {
    const file = await folder.write(
      'evil.zip',
      buildZip([
        { name: 'index.html', data: 'ok' },
        { name: '../outside.html', data: 'evil' },
      ]),
    );
    const put: string[] = [];
    await expect(
      extractPackage(file, (path) => {
        put.push(path);
        return Promise.resolve();
      }),
    ).rejects.toBeInstanceOf(PackageRefusedError);
    expect(put).toEqual([]);
  });
});
