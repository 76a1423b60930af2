import { describe, expect, it } from 'vitest';
import { journalScormCommit } from '@campus/core/api';
import type { ScormRuntime } from '@campus/core/schemas';
import { createFakeApi, createTestCampus, FAKE_SESSION } from '@campus/core/testing';
import type { Campus } from '@campus/core';
import { keepCommittedRuntime } from '../../offline/scorm-runtimes.js';
import { readScormRuntime } from './scorm-runtime-offline.js';

// Issue 23: a downloaded SCORM package played offline reads its SCOs' data models from the device.

function setUp() {
  const network = { down: false };
  const api = createFakeApi(
    {
      'GET /api/activities/:id/runtime/': () => ({
        status: 200,
        body: { sco: 'sco_1', version: 'scorm12', attempt: 2, sequence: 4, cmi: {} },
      }),
      'PUT /api/activities/:id/runtime/': () => ({ status: 404, body: { code: 'not_found', message: 'x' } }),
    },
    { fail: () => (network.down ? 'network' : undefined) },
  );
  return { api, network, campus: createTestCampus({ api, session: { ...FAKE_SESSION, id: 7 } }) };
}

describe('readScormRuntime', () => {
  it('answers the stored data model online, offline copy or not', async () => {
    const { campus } = setUp();
    expect(await readScormRuntime(campus, 9, 'sco_1', true)).toMatchObject({ attempt: 2, sequence: 4 });
  });

  it('offline, a downloaded package resumes from the newest commit the journal keeps, else a first attempt', async () => {
    const { campus, network } = setUp();
    network.down = true;
    // Without the offline copy the failure is the viewer's to show.
    await expect(readScormRuntime(campus, 9, 'sco_1', false)).rejects.toThrow();
    expect(await readScormRuntime(campus, 9, 'sco_1', true)).toEqual({
      sco: 'sco_1',
      version: null,
      attempt: 1,
      sequence: 0,
      cmi: {},
    });
    const cmi = { core: { lesson_location: '2' } };
    for (const sequence of [1, 2]) {
      const outcome = await journalScormCommit(campus.journal, 9, {
        sco: 'sco_1',
        version: 'scorm12',
        attempt: 1,
        sequence,
        cmi: { ...cmi, suspend_data: `s${sequence}` },
      });
      expect(outcome.status).not.toBe('sent');
    }
    expect(await readScormRuntime(campus, 9, 'sco_1', true)).toEqual({
      sco: 'sco_1',
      version: 'scorm12',
      attempt: 1,
      sequence: 2,
      cmi: { ...cmi, suspend_data: 's2' },
    });
    // Another SCO or another activity has nothing kept.
    expect(await readScormRuntime(campus, 9, 'sco_2', true)).toMatchObject({ sequence: 0 });
    expect(await readScormRuntime(campus, 10, 'sco_1', true)).toMatchObject({ sequence: 0 });
  });

  it('offline, a SCO never opened offline resumes from the server’s data model kept at download', async () => {
    const { campus, network } = setUp();
    const record = (activity = 9) => campus.stores.offlineCourse.getState().records[String(activity)];
    // What a download keeps (offline/package-download.ts): the package's record with its SCOs' data models.
    const serverModel = { sco: 'sco_1', version: 'scorm12' as const, attempt: 2, sequence: 4, cmi: { a: 'server' } };
    downloaded(campus, { sco_1: serverModel });
    network.down = true;
    expect(await readScormRuntime(campus, 9, 'sco_1', true)).toEqual(serverModel);
    expect(await readScormRuntime(campus, 9, 'sco_2', true)).toMatchObject({ attempt: 1, sequence: 0 });

    // A commit made since (sent or journaled) is later: kept in the record, and what the SCO resumes from.
    const commit = { sco: 'sco_1', version: 'scorm12' as const, attempt: 2, sequence: 5, cmi: { a: 'offline' } };
    keepCommittedRuntime(campus, 9, commit);
    keepCommittedRuntime(campus, 9, { ...commit, sequence: 3, cmi: { a: 'stale' } }); // never an older one
    expect(record()?.scorm_runtimes?.['sco_1']).toEqual(commit);
    await journalScormCommit(campus.journal, 9, { ...commit, sequence: 6, cmi: { a: 'journal' } });
    expect(await readScormRuntime(campus, 9, 'sco_1', true)).toMatchObject({ sequence: 6, cmi: { a: 'journal' } });

    // Online, the server's answer is kept as it is (its word), for the next time offline.
    network.down = false;
    await readScormRuntime(campus, 9, 'sco_1', false);
    expect(record()?.scorm_runtimes?.['sco_1']).toEqual({ ...serverModel, cmi: {} });
    // Nothing is kept for an activity not downloaded.
    await readScormRuntime(campus, 10, 'sco_1', false);
    keepCommittedRuntime(campus, 10, commit);
    expect(record(10)).toBeUndefined();
  });
});

/** The offline record of downloaded SCORM package 9, keeping `runtimes`. */
function downloaded(campus: Campus, runtimes: Record<string, ScormRuntime>) {
  campus.stores.offlineCourse.getState().upsertOfflineRecord({
    item_id: 9,
    updated_date: 'd1',
    src: '',
    downloading: false,
    type: 'scorm',
    launch: {
      url: 'https://content.test/.campus/offline/9/index.html',
      base_url: 'https://content.test/.campus/offline/9/',
      expires_at: '9999-12-31T23:59:59Z',
    },
    scorm_runtimes: runtimes,
  });
}
