import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCommandOnPath } from './command-on-path';
import { convertPresentation, MAX_PARALLEL_CONVERSIONS } from './convert-presentation';
import type { TemporaryUpload } from './import-form';
import { buildPresentation, pdfPageCount } from './presentation-files.test-util';

const PPTX = {
  contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  extension: 'pptx',
} as const;

const hasLibreOffice = await isCommandOnPath('soffice');

describe('convertPresentation', () => {
  let folder: string;
  /** Parent of every conversion's own folder: empty again after each conversion, however it ended. */
  let workParent: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'campus-convert-test-'));
    workParent = join(folder, 'work');
    await mkdir(workParent);
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const upload = async (name: string, bytes: Uint8Array, filename = name): Promise<TemporaryUpload> => {
    const path = join(folder, name);
    await writeFile(path, bytes);
    return { kind: 'temporary-upload', path, size: bytes.length, filename };
  };

  /** A stand-in for `soffice`: a shell script, so failures and hangs can be produced on purpose. */
  const fakeCommand = async (script: string) => {
    const path = join(folder, 'fake-soffice');
    await writeFile(path, `#!/bin/sh\n${script}\n`);
    await chmod(path, 0o755);
    return path;
  };

  it.skipIf(!hasLibreOffice)(
    'converts a real pptx to a PDF of its slides, named as sent, in its own profile, leaving no folder behind',
    async () => {
      const deck = await upload('upload', buildPresentation(['Boas-vindas', 'Agenda', 'Encerramento']), 'Aula 1.pptx');
      const converted = await convertPresentation(deck, PPTX, { temporaryFolder: workParent });
      expect(converted).toMatchObject({
        kind: 'file',
        detected: { contentType: 'application/pdf', extension: 'pdf' },
        upload: { kind: 'temporary-upload', filename: 'Aula 1.pptx' },
      });
      // Left next to the upload, so the request's temporary folder takes it away.
      expect(converted.upload.path.startsWith(`${folder}/converted-`)).toBe(true);
      const pdf = await readFile(converted.upload.path);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(converted.upload.size).toBe(pdf.length);
      expect(pdfPageCount(pdf)).toBe(3);
      expect(await readdir(workParent)).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!hasLibreOffice)(
    'runs conversions in parallel, each with a profile of its own',
    async () => {
      const decks = await Promise.all(
        [['Um'], ['Dois', 'Três']].map((slides, index) => upload(`deck-${index}`, buildPresentation(slides))),
      );
      const converted = await Promise.all(
        decks.map((deck) => convertPresentation(deck, PPTX, { temporaryFolder: workParent })),
      );
      expect(await Promise.all(converted.map(async (pdf) => pdfPageCount(await readFile(pdf.upload.path))))).toEqual([
        1, 2,
      ]);
      expect(await readdir(workParent)).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!hasLibreOffice)(
    'refuses a file LibreOffice cannot read as a presentation',
    async () => {
      const broken = await upload('broken', Buffer.from('PK\u0003\u0004 not really a zip'), 'quebrado.pptx');
      await expect(convertPresentation(broken, PPTX, { temporaryFolder: workParent })).rejects.toMatchObject({
        status: 422,
        code: 'activity_ppt_conversion_failed',
      });
      expect(await readdir(workParent)).toEqual([]);
    },
    60_000,
  );

  it('passes its own profile, output folder and input to the command', async () => {
    const args = join(folder, 'args.txt');
    const command = await fakeCommand(
      `printf '%s\\n' "$@" > '${args}'\n` +
        'out=""; while [ $# -gt 1 ]; do [ "$1" = "--outdir" ] && out="$2"; shift; done\n' +
        `printf '%%PDF-1.4\\n%%%%EOF\\n' > "$out/presentation.pdf"`,
    );
    const deck = await upload('upload', Buffer.from('deck'), 'slides.pptx');
    const converted = await convertPresentation(deck, PPTX, { command, temporaryFolder: workParent });
    expect((await readFile(converted.upload.path)).toString()).toBe('%PDF-1.4\n%%EOF\n');
    const sent = (await readFile(args, 'utf8')).trim().split('\n');
    expect(sent.slice(0, 3)).toEqual(['--headless', '--norestore', '--nolockcheck']);
    const profile = sent[3] ?? '';
    expect(profile).toMatch(new RegExp(`^-env:UserInstallation=file://${workParent}/campus-soffice-[^/]+/profile$`));
    expect(sent.slice(4, 7)).toEqual(['--convert-to', 'pdf', '--outdir']);
    expect(sent[8]).toMatch(/\/presentation\.pptx$/);
    expect(await readdir(workParent)).toEqual([]);
  });

  it('runs at most MAX_PARALLEL_CONVERSIONS conversions at once; the others wait their turn', async () => {
    const log = join(folder, 'runs.log');
    // Each run notes its start and end; the PDF lets it succeed.
    const command = await fakeCommand(
      `echo start >> '${log}'\nsleep 0.3\necho end >> '${log}'\n` +
        'out=""; while [ $# -gt 1 ]; do [ "$1" = "--outdir" ] && out="$2"; shift; done\n' +
        `printf '%%PDF-1.4\\n%%%%EOF\\n' > "$out/presentation.pdf"`,
    );
    const deck = await upload('upload', Buffer.from('deck'), 'slides.pptx');
    const count = MAX_PARALLEL_CONVERSIONS + 2;
    await Promise.all(
      Array.from({ length: count }, () => convertPresentation(deck, PPTX, { command, temporaryFolder: workParent })),
    );
    let concurrent = 0;
    let highest = 0;
    for (const line of (await readFile(log, 'utf8')).trim().split('\n')) {
      concurrent += line === 'start' ? 1 : -1;
      highest = Math.max(highest, concurrent);
    }
    expect(highest).toBe(MAX_PARALLEL_CONVERSIONS);
    expect(await readdir(workParent)).toEqual([]);
  });

  it('kills a conversion over its timeout with every process it started, and removes its folder', async () => {
    const childPid = join(folder, 'child.pid');
    // The script starts a child that outlives it unless its whole process group is killed.
    const command = await fakeCommand(`sleep 30 &\necho $! > '${childPid}'\nwait`);
    const deck = await upload('upload', Buffer.from('deck'), 'slides.pptx');
    const started = Date.now();
    await expect(
      convertPresentation(deck, PPTX, { command, timeoutMs: 300, temporaryFolder: workParent }),
    ).rejects.toMatchObject({ status: 422, code: 'activity_ppt_conversion_failed', details: { reason: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(10_000);
    const pid = Number((await readFile(childPid, 'utf8')).trim());
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // SIGKILL is delivered at once, but the zombie may need a moment to be reaped by init.
    for (let waited = 0; alive() && waited < 2000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
    expect(await readdir(workParent)).toEqual([]);
  });

  it('refuses when the command fails or writes no PDF, and when it is missing', async () => {
    const deck = await upload('upload', Buffer.from('deck'), 'slides.pptx');
    const failing = await fakeCommand('echo "Error: source file could not be loaded" >&2\nexit 1');
    await expect(
      convertPresentation(deck, PPTX, { command: failing, temporaryFolder: workParent }),
    ).rejects.toMatchObject({ code: 'activity_ppt_conversion_failed', details: { reason: 'failed' } });
    const silent = await fakeCommand('exit 0');
    await expect(
      convertPresentation(deck, PPTX, { command: silent, temporaryFolder: workParent }),
    ).rejects.toMatchObject({ code: 'activity_ppt_conversion_failed', details: { reason: 'no_output' } });
    await expect(
      convertPresentation(deck, PPTX, { command: join(folder, 'no-such-soffice'), temporaryFolder: workParent }),
    ).rejects.toMatchObject({ status: 422, code: 'activity_ppt_converter_missing' });
    expect(await readdir(workParent)).toEqual([]);
  });
});
