import { describe, expect, it } from 'vitest';
import { journalScormCommit } from '@campus/core/api';
import { createFakeApi, createTestCampus, FAKE_SESSION } from '@campus/core/testing';
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
});
