import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPackage, inspectPackage } from '../../activities/packages';
import type { ScormItem } from '../../activities/packages';
import { demoPackageZips } from './demo-content-files';
import type { DemoPackageZips } from './demo-content-files';

/** The demo's package folders, zipped as the seed zips them and read by the import's own inspector. */
describe('demo packages as the import inspects them', () => {
  let zips: DemoPackageZips;
  beforeAll(async () => {
    zips = await demoPackageZips();
  });
  afterAll(() => zips?.dispose());

  it('the SCORM 1.2 package: one SCO with its mastery score', async () => {
    const upload = await zips.zip('scorm-1.2', 'scorm12.zip');
    const description = await inspectPackage(upload.path, { kind: 'scorm' });
    if (description.kind !== 'scorm') throw new Error('not a SCORM description');
    expect(description.scorm).toMatchObject({
      version: '1.2',
      edition: null,
      schemaVersion: '1.2',
      launchUrl: 'licao/index.html',
      hasSequencing: false,
      organization: { identifier: 'ORG-ATENDIMENTO-12', title: 'Atendimento em quatro passos (SCORM 1.2)' },
    });
    expect(description.scorm.scos).toEqual([
      {
        itemIdentifier: 'ITEM-ATENDIMENTO',
        resourceIdentifier: 'RES-ATENDIMENTO',
        title: 'Atendimento em quatro passos',
        launchUrl: 'licao/index.html',
      },
    ]);
    expect(description.scorm.organization.items[0]).toMatchObject({ scormType: 'sco', masteryScore: 80 });
    expect(description.files.map((file) => file.path)).toEqual([
      'imsmanifest.xml',
      'licao/index.html',
      'licao/licao.css',
      'licao/sco12.js',
    ]);
  });

  it('the SCORM 2004 4th Edition package: three SCOs in a module tree, with sequencing', async () => {
    const upload = await zips.zip('scorm-2004', 'scorm2004.zip');
    const description = await inspectPackage(upload.path, { kind: 'scorm' });
    if (description.kind !== 'scorm') throw new Error('not a SCORM description');
    const { scorm } = description;
    expect(scorm).toMatchObject({
      version: '2004',
      edition: '4th',
      schemaVersion: '2004 4th Edition',
      launchUrl: 'sco-1/index.html',
      hasSequencing: true,
    });
    expect(scorm.scos.map((sco) => [sco.itemIdentifier, sco.title, sco.launchUrl])).toEqual([
      ['ITEM-SCO-1', 'Lição 1 — Conheça o cliente', 'sco-1/index.html'],
      ['ITEM-SCO-2', 'Lição 2 — Apresente a solução', 'sco-2/index.html'],
      ['ITEM-SCO-3', 'Avaliação — Verifique o que aprendeu', 'sco-3/index.html'],
    ]);
    const tree = (items: readonly ScormItem[]): unknown[] =>
      items.map((item) => (item.children.length > 0 ? [item.identifier, tree(item.children)] : item.identifier));
    expect(tree(scorm.organization.items)).toEqual([
      ['MODULO-FUNDAMENTOS', ['ITEM-SCO-1', 'ITEM-SCO-2']],
      'ITEM-SCO-3',
    ]);
    expect(scorm.organization.items[0]).toMatchObject({ scormType: null, launchUrl: null, hasSequencing: true });
  });

  it('the HTML lesson: index.html at the root, and every file extracts', async () => {
    const upload = await zips.zip('html-lesson', 'lesson.zip');
    const description = await inspectPackage(upload.path, { kind: 'html' });
    expect(description).toMatchObject({ kind: 'html', entryPage: 'index.html', launchUrl: 'index.html' });
    const extracted = new Map<string, string>();
    await extractPackage(upload.path, async (path, bytes) => {
      extracted.set(path, Buffer.from(bytes).toString('utf8'));
    });
    expect([...extracted.keys()].sort()).toEqual(['css/licao.css', 'index.html', 'js/licao.js']);
    expect(extracted.get('index.html')).toContain('<script src="js/licao.js"></script>');
    expect(extracted.get('js/licao.js')).toContain("tellPlayer({ type: 'campus:complete' })");
  });

  it('zips the same bytes at every seed', async () => {
    const first = await zips.zip('scorm-2004', 'a.zip');
    const second = await zips.zip('scorm-2004', 'b.zip');
    expect((await readFile(first.path)).equals(await readFile(second.path))).toBe(true);
  });
});
