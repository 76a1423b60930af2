import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorMessages } from '../../i18n/error-messages';
import { inspectPackage } from './inspect-package';
import type { InspectPackageOptions, PackageDescription } from './inspect-package';
import { PackageRefusedError } from './package-refusal';
import type { PackageRefusalCode } from './package-refusal';
import { buildZip, lieAboutSize, zipFolder } from './package-zips.test-util';
import type { TestEntry } from './package-zips.test-util';
import {
  SCORM_12_DEFAULT_ADL,
  SCORM_12_NO_NAMESPACES,
  SCORM_12_SINGLE,
  SCORM_2004_2ND,
  SCORM_2004_3RD,
  SCORM_2004_4TH_FILES,
  SCORM_2004_4TH_MULTI,
  SCORM_2004_NO_VERSION,
} from './scorm-manifests.test-util';

let folder: Awaited<ReturnType<typeof zipFolder>>;
let counter = 0;

beforeAll(async () => {
  folder = await zipFolder();
});

afterAll(async () => {
  await folder.cleanup();
});

async function inspect(
  entries: readonly TestEntry[] | Uint8Array,
  options: InspectPackageOptions = { kind: 'scorm' },
): Promise<PackageDescription> {
  const bytes = entries instanceof Uint8Array ? entries : buildZip(entries);
  return inspectPackage(await folder.write(`package-${++counter}.zip`, bytes), options);
}

async function refusal(
  entries: readonly TestEntry[] | Uint8Array,
  options: InspectPackageOptions = { kind: 'scorm' },
): Promise<{ code: PackageRefusalCode; status: number; details: Readonly<Record<string, string | number>> }> {
  const error: unknown = await inspect(entries, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PackageRefusedError);
  const refused = error as PackageRefusedError;
  return { code: refused.refusal, status: refused.status, details: refused.details ?? {} };
}

function scorm(description: PackageDescription) {
  if (description.kind !== 'scorm') throw new Error('expected a SCORM description');
  return description.scorm;
}

const page = '<!doctype html><title>x</title>';

describe('inspectPackage: SCORM versions and structure', () => {
  it('describes a SCORM 1.2 single-SCO package', async () => {
    const description = await inspect([
      { name: 'imsmanifest.xml', data: SCORM_12_SINGLE },
      { name: 'shared/' },
      { name: 'shared/launch.html', data: page },
      { name: 'shared/style.css', data: 'body{}' },
    ]);
    expect(description.kind).toBe('scorm');
    expect(description.launchUrl).toBe('shared/launch.html');
    expect(description.files.map((file) => file.path)).toEqual([
      'imsmanifest.xml',
      'shared/launch.html',
      'shared/style.css',
    ]);
    const manifest = scorm(description);
    expect(manifest).toMatchObject({ version: '1.2', edition: null, schemaVersion: '1.2', hasSequencing: false });
    expect(manifest.organization).toMatchObject({ identifier: 'golf_org', title: 'Golf Explained' });
    expect(manifest.organization.items).toEqual([
      {
        identifier: 'item_1',
        title: 'Playing the Game',
        isVisible: true,
        resourceIdentifier: 'sco_1',
        scormType: 'sco',
        launchUrl: 'shared/launch.html',
        dataFromLms: 'start=1',
        masteryScore: 80,
        maxTimeAllowed: null,
        timeLimitAction: null,
        completionThreshold: null,
        hasSequencing: false,
        children: [],
      },
    ]);
    expect(manifest.scos).toEqual([
      {
        itemIdentifier: 'item_1',
        resourceIdentifier: 'sco_1',
        title: 'Playing the Game',
        launchUrl: 'shared/launch.html',
      },
    ]);
  });

  it('describes a SCORM 2004 4th edition multi-SCO package with prefixes, xml:base and parameters', async () => {
    const manifest = scorm(
      await inspect([
        { name: 'imsmanifest.xml', data: SCORM_2004_4TH_MULTI },
        ...SCORM_2004_4TH_FILES.map((name) => ({ name, data: page })),
      ]),
    );
    expect(manifest).toMatchObject({ version: '2004', edition: '4th', schemaVersion: '2004 4th Edition' });
    expect(manifest.organization).toMatchObject({ identifier: 'main', title: 'Multi SCO course', hasSequencing: true });
    expect(manifest.hasSequencing).toBe(true);
    expect(manifest.scos).toEqual([
      {
        itemIdentifier: 'lesson_1',
        resourceIdentifier: 'r_lesson_1',
        title: 'Lesson 1',
        launchUrl: 'content/lessons/one/index.html?chapter=1',
      },
      {
        itemIdentifier: 'lesson_2',
        resourceIdentifier: 'r_lesson_2',
        title: 'Lesson 2',
        launchUrl: 'content/lessons/two/start.html?lang=en#intro',
      },
      {
        itemIdentifier: 'exam',
        resourceIdentifier: 'r_exam',
        title: 'Final exam',
        launchUrl: 'content/exam/exam.html?attempt=2',
      },
    ]);
    const [module1, glossary] = manifest.organization.items;
    expect(module1).toMatchObject({
      identifier: 'module_1',
      title: 'Module 1',
      resourceIdentifier: null,
      launchUrl: null,
    });
    expect(module1?.children.map((item) => [item.identifier, item.hasSequencing])).toEqual([
      ['lesson_1', false],
      ['lesson_2', true],
    ]);
    expect(module1?.children[0]).toMatchObject({ dataFromLms: 'mode=a', completionThreshold: 0.8 });
    expect(glossary).toMatchObject({
      identifier: 'glossary',
      isVisible: false,
      scormType: 'asset',
      launchUrl: 'content/lessons/glossary/terms%20list.html',
    });
  });

  it('reads the edition of SCORM 2004 3rd and 2nd edition, and 2004 without schemaversion', async () => {
    const files = [{ name: 'index.html', data: page }];
    const third = scorm(await inspect([{ name: 'imsmanifest.xml', data: SCORM_2004_3RD }, ...files]));
    expect(third).toMatchObject({ version: '2004', edition: '3rd', launchUrl: 'index.html' });
    expect(third.organization.items[0]?.completionThreshold).toBe(0.75);
    const second = scorm(await inspect([{ name: 'imsmanifest.xml', data: SCORM_2004_2ND }, ...files]));
    expect(second).toMatchObject({ version: '2004', edition: '2nd', schemaVersion: 'CAM 1.3' });
    const unknown = scorm(await inspect([{ name: 'imsmanifest.xml', data: SCORM_2004_NO_VERSION }, ...files]));
    expect(unknown).toMatchObject({ version: '2004', edition: 'unknown', schemaVersion: null });
  });

  it('reads SCORM 1.2 manifests without namespaces or with the ADL namespace under an odd prefix', async () => {
    const plain = scorm(
      await inspect([
        { name: 'imsmanifest.xml', data: SCORM_12_NO_NAMESPACES },
        { name: 'a.html', data: page },
        { name: 'b.html', data: page },
      ]),
    );
    expect(plain).toMatchObject({ version: '1.2', edition: null, launchUrl: 'a.html' });
    expect(plain.organization).toMatchObject({ identifier: 'first', title: 'Old & plain' });
    expect(plain.organization.items.map((item) => [item.identifier, item.scormType])).toEqual([
      ['a', 'sco'],
      ['b', 'asset'],
    ]);
    expect(plain.scos.map((sco) => sco.itemIdentifier)).toEqual(['a']);

    const odd = scorm(
      await inspect([
        { name: 'imsmanifest.xml', data: SCORM_12_DEFAULT_ADL },
        { name: 'lesson.html', data: page },
      ]),
    );
    expect(odd).toMatchObject({ version: '1.2', launchUrl: 'lesson.html' });
    expect(odd.scos).toHaveLength(1);
  });
});

describe('inspectPackage: HTML packages', () => {
  it('finds index.html at the root', async () => {
    const description = await inspect(
      [
        { name: 'index.html', data: page },
        { name: 'js/app.js', data: 'void 0' },
      ],
      { kind: 'html' },
    );
    expect(description).toMatchObject({ kind: 'html', entryPage: 'index.html', launchUrl: 'index.html' });
  });

  it('finds index.html inside a single top folder, ignoring what macOS adds', async () => {
    const description = await inspect(
      [
        { name: 'My Course/' },
        { name: 'My Course/index.html', data: page },
        { name: 'My Course/img/a.png', data: 'png' },
        { name: '__MACOSX/My Course/._index.html', data: 'fork' },
      ],
      { kind: 'html' },
    );
    expect(description).toMatchObject({ entryPage: 'My Course/index.html', launchUrl: 'My%20Course/index.html' });
  });

  it('refuses a package without an entry page', async () => {
    expect(await refusal([{ name: 'page.html', data: page }], { kind: 'html' })).toMatchObject({
      code: 'package_entry_page_missing',
      status: 422,
    });
    const twoFolders = [
      { name: 'a/index.html', data: page },
      { name: 'b/index.html', data: page },
    ];
    expect((await refusal(twoFolders, { kind: 'html' })).code).toBe('package_entry_page_missing');
  });
});

describe('inspectPackage: manifest refusals', () => {
  const launch = { name: 'shared/launch.html', data: page };

  it('refuses a package without imsmanifest.xml at its root', async () => {
    expect((await refusal([launch])).code).toBe('package_manifest_missing');
    const nested = [{ name: 'course/imsmanifest.xml', data: SCORM_12_SINGLE }, launch];
    expect((await refusal(nested)).code).toBe('package_manifest_missing');
  });

  it('refuses a manifest that is not well-formed XML', async () => {
    const broken = SCORM_12_SINGLE.replace('</organizations>', '</organisations>');
    expect(await refusal([{ name: 'imsmanifest.xml', data: broken }, launch])).toMatchObject({
      code: 'package_manifest_invalid',
      details: { reason: 'xml_syntax' },
    });
  });

  it('refuses a manifest without organizations or resources', async () => {
    const noOrganizations = SCORM_12_SINGLE.replace(/<organizations[\s\S]*<\/organizations>/, '');
    expect((await refusal([{ name: 'imsmanifest.xml', data: noOrganizations }, launch])).details).toEqual({
      reason: 'organizations_missing',
    });
    const noResources = SCORM_12_SINGLE.replace(/<resources>[\s\S]*<\/resources>/, '');
    expect((await refusal([{ name: 'imsmanifest.xml', data: noResources }, launch])).details).toEqual({
      reason: 'resources_missing',
    });
  });

  it('refuses an item pointing at no resource', async () => {
    const dangling = SCORM_12_SINGLE.replace('identifierref="sco_1"', 'identifierref="nowhere"');
    expect((await refusal([{ name: 'imsmanifest.xml', data: dangling }, launch])).details).toEqual({
      reason: 'item_resource_missing',
      item: 'item_1',
      resource: 'nowhere',
    });
  });

  it('refuses a launch href that is not in the package, and a default organization that does not exist', async () => {
    expect((await refusal([{ name: 'imsmanifest.xml', data: SCORM_12_SINGLE }])).details).toMatchObject({
      reason: 'launch_file_missing',
      href: 'shared/launch.html',
    });
    const external = SCORM_12_SINGLE.replace('href="shared/launch.html"', 'href="https://example.com/x.html"');
    expect((await refusal([{ name: 'imsmanifest.xml', data: external }, launch])).details.reason).toBe(
      'launch_file_missing',
    );
    const wrongDefault = SCORM_12_SINGLE.replace('default="golf_org"', 'default="other"');
    expect((await refusal([{ name: 'imsmanifest.xml', data: wrongDefault }, launch])).details.reason).toBe(
      'default_organization_missing',
    );
  });
});

describe('inspectPackage: unsafe archives', () => {
  const manifest = { name: 'imsmanifest.xml', data: SCORM_12_SINGLE };
  const launch = { name: 'shared/launch.html', data: page };

  it.each([
    ['../evil.html', 'traversal'],
    ['shared/../../evil.html', 'traversal'],
    ['/etc/passwd', 'absolute'],
    ['shared\\..\\..\\evil.html', 'backslash'],
    ['C:/Windows/evil.html', 'drive_letter'],
    ['shared//x.html', 'empty_segment'],
  ])('refuses the entry %s (%s)', async (name, reason) => {
    expect(await refusal([manifest, launch, { name, data: 'x' }])).toMatchObject({
      code: 'package_unsafe_entry',
      details: { reason, entry: name },
    });
  });

  it('refuses a symbolic link, detected by the Unix mode in the external attributes', async () => {
    const link = { name: 'shared/passwd', data: '/etc/passwd', unixMode: 0o120777 };
    expect((await refusal([manifest, launch, link])).details).toEqual({ reason: 'symlink', entry: 'shared/passwd' });
    // The same entry as a regular file (mode 0o100644) is fine.
    await expect(inspect([manifest, launch, { ...link, unixMode: 0o100644 }])).resolves.toMatchObject({
      kind: 'scorm',
    });
  });

  it('refuses duplicate names', async () => {
    expect((await refusal([manifest, launch, { name: 'shared/launch.html', data: 'again' }])).details).toEqual({
      reason: 'duplicate',
      entry: 'shared/launch.html',
    });
  });

  it('refuses a zip bomb over the total size limit', async () => {
    const zeros = { name: 'shared/zeros.bin', data: new Uint8Array(2 * 1024 * 1024) };
    expect(
      await refusal([manifest, launch, zeros], { kind: 'scorm', limits: { maxTotalBytes: 1024 * 1024 } }),
    ).toMatchObject({
      code: 'package_too_large',
      status: 413,
    });
  });

  it('refuses an entry whose compression ratio is not credible', async () => {
    const zeros = { name: 'shared/zeros.bin', data: new Uint8Array(4 * 1024 * 1024) };
    expect(await refusal([manifest, launch, zeros])).toMatchObject({
      code: 'package_compression_ratio',
      details: { entry: 'shared/zeros.bin', limit: 200 },
    });
  });

  it('stops inflating an entry whose header lies about its size', async () => {
    const zeros = { name: 'shared/data.bin', data: new Uint8Array(64 * 1024) };
    const lying = lieAboutSize(buildZip([manifest, launch, zeros]), 'shared/data.bin', 10);
    expect(await refusal(lying)).toMatchObject({ code: 'package_corrupt', details: { entry: 'shared/data.bin' } });
  });

  it('refuses too many entries', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ name: `shared/f${index}.txt`, data: 'x' }));
    expect(await refusal([manifest, launch, ...many], { kind: 'scorm', limits: { maxEntries: 20 } })).toMatchObject({
      code: 'package_too_many_entries',
      details: { limit: 20 },
    });
  });

  it('refuses a file that is not a zip, and a zip whose data is damaged', async () => {
    expect((await refusal(new TextEncoder().encode('%PDF-1.7 not a zip at all'))).code).toBe('package_not_zip');
    const zip = buildZip([manifest, launch, { name: 'shared/text.txt', data: 'a'.repeat(2000), stored: true }]);
    const damaged = new Uint8Array(zip);
    const at = Buffer.from(damaged).indexOf('aaaaaaaa');
    damaged[at + 100] = 'b'.charCodeAt(0);
    expect(await refusal(damaged)).toMatchObject({
      code: 'package_corrupt',
      details: { reason: 'checksum', entry: 'shared/text.txt' },
    });
    expect((await refusal(zip.subarray(0, zip.length - 30))).code).toBe('package_not_zip');
  });

  it('answers refusals in the four languages through the server messages', () => {
    const messages = createErrorMessages();
    expect(messages.message('package_manifest_missing', 'pt-BR', 422)).toBe(
      'O pacote SCORM não tem o arquivo imsmanifest.xml na raiz.',
    );
    expect(messages.message('package_too_large', 'en-US', 413, { max_megabytes: 500 })).toBe(
      'The unpacked package is too large. The maximum is 500 MB.',
    );
    expect(messages.message('package_unsafe_entry', 'es-ES', 422)).toMatch(/ruta insegura/);
    expect(messages.message('package_not_zip', 'fr-FR', 422)).toBe('Le fichier envoyé n’est pas un paquet ZIP.');
  });
});
