import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createFakeApi, createTestCampus, FAKE_SESSION } from '../testing/index.js';
import type { FakeFailure } from '../testing/index.js';
import { createJournalLock } from './journal-lock.js';
import { createMemoryJournalStorage } from './journal-storage.js';
import type { JournalStorage } from './journal-storage.js';

const answerSchema = z.object({ ok: z.boolean() });
const progress = (id: number, page: number) =>
  ({
    kind: 'progress',
    method: 'POST',
    path: `/api/activities/${id}/progress/`,
    body: { kind: 'document', page, page_count: 9 },
  }) as const;

/** A fake API whose network can be cut, and a Campus signed in as user 7 on a shared journal storage. */
function setUp(
  options: {
    storage?: JournalStorage;
    user?: number;
    refuse?: (path: string, body: unknown) => FakeFailure | undefined;
  } = {},
) {
  const network = { down: false };
  const api = createFakeApi(
    {
      'POST /api/activities/:id/progress/': () => ({ status: 200, body: { ok: true } }),
      'PUT /api/activities/:id/runtime/': () => ({ status: 200, body: { ok: true } }),
    },
    { fail: (_method, path, request) => (network.down ? 'network' : options.refuse?.(path, request.body)) },
  );
  const storage = options.storage ?? createMemoryJournalStorage();
  const campus = createTestCampus({
    api,
    session: { ...FAKE_SESSION, id: options.user ?? 7 },
    adapters: { journal: storage },
  });
  return { api, campus, network, storage };
}

const sentProgress = (api: ReturnType<typeof createFakeApi>) =>
  api.requests.filter((request) => request.path.endsWith('/progress/'));

describe('the progress journal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a write at once when the network is there, and keeps nothing', async () => {
    const { api, campus } = setUp();
    const outcome = await campus.journal.write(progress(3, 2), answerSchema);
    expect(outcome).toEqual({ status: 'sent', data: { ok: true } });
    expect(await campus.journal.entries()).toEqual([]);
    const [request] = sentProgress(api);
    expect(request?.body).toEqual({ kind: 'document', page: 2, page_count: 9 });
    expect(request?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps offline writes with a sequence, a key and their time, and sends them once, in order, back online', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00Z') });
    const { api, campus, network } = setUp();
    network.down = true;
    const outcomes = [];
    for (const page of [2, 3, 4]) {
      outcomes.push(await campus.journal.write(progress(3, page), answerSchema));
      vi.setSystemTime(Date.now() + 60_000);
    }
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved', 'saved']);
    const entries = await campus.journal.entries();
    expect(entries.map((entry) => [entry.sequence, entry.body.page, entry.recorded_at])).toEqual([
      [1, 2, '2026-11-29T10:00:00.000Z'],
      [2, 3, '2026-11-29T10:01:00.000Z'],
      [3, 4, '2026-11-29T10:02:00.000Z'],
    ]);
    expect(entries[0]?.body.recorded_at).toBe('2026-11-29T10:00:00.000Z');
    expect(campus.journal.getSnapshot().pending).toBe(3);

    const sent: unknown[] = [];
    campus.on('journal-sent', ({ entry }) => sent.push(entry.sequence));
    network.down = false;
    const before = sentProgress(api).length;
    await campus.journal.replay();
    const replayed = sentProgress(api).slice(before);
    expect(replayed.map((request) => (request.body as { page: number }).page)).toEqual([2, 3, 4]);
    expect(replayed.map((request) => request.idempotencyKey)).toEqual(entries.map((entry) => entry.idempotency_key));
    expect(sent).toEqual([1, 2, 3]);
    expect(campus.journal.getSnapshot()).toMatchObject({ pending: 0, sent: 3, sending: false });
    await campus.journal.replay();
    expect(sentProgress(api).length - before).toBe(3);
  });

  it('puts a write made while earlier ones wait after them, even online', async () => {
    const { api, campus, network } = setUp();
    network.down = true;
    await campus.journal.write(progress(3, 2), answerSchema);
    network.down = false;
    const outcome = await campus.journal.write(progress(3, 5), answerSchema);
    expect(outcome.status).toBe('saved');
    await campus.journal.replay();
    expect(
      sentProgress(api)
        .map((request) => (request.body as { page: number }).page)
        .slice(-2),
    ).toEqual([2, 5]);
  });

  it('rejects a final refusal sent at once, keeping nothing', async () => {
    const { campus } = setUp({ refuse: () => ({ status: 422, code: 'progress_not_supported' }) });
    await expect(campus.journal.write(progress(3, 2), answerSchema)).rejects.toMatchObject({
      code: 'progress_not_supported',
    });
    expect(await campus.journal.entries()).toEqual([]);
  });

  it('records and reports a 4xx refusal met during a replay, sends the rest, and never sends it again', async () => {
    let refusing = true;
    const { api, campus, network } = setUp({
      refuse: (_path, body) =>
        refusing && (body as { page?: number }).page === 3
          ? { status: 403, code: 'not_found_or_forbidden' }
          : undefined,
    });
    network.down = true;
    for (const page of [2, 3, 4]) await campus.journal.write(progress(3, page), answerSchema);
    const refused: number[] = [];
    campus.on('journal-refused', ({ entry }) => refused.push(entry.sequence));
    network.down = false;
    await campus.journal.replay();
    expect(refused).toEqual([2]);
    const entries = await campus.journal.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      sequence: 2,
      state: 'refused',
      refusal: { status: 403, code: 'not_found_or_forbidden' },
    });
    expect(campus.journal.getSnapshot()).toMatchObject({ pending: 0, refused: 1 });
    refusing = false;
    const count = sentProgress(api).length;
    await campus.journal.replay();
    expect(sentProgress(api).length).toBe(count);
    await campus.journal.dismiss(2);
    expect(await campus.journal.entries()).toEqual([]);
  });

  it('keeps everything from a 5xx on for later, sending nothing out of order', async () => {
    let failing = true;
    const { api, campus, network } = setUp({
      refuse: (_path, body) =>
        failing && (body as { page?: number }).page === 3 ? { status: 503, code: 'database_unavailable' } : undefined,
    });
    network.down = true;
    for (const page of [2, 3, 4]) await campus.journal.write(progress(3, page), answerSchema);
    network.down = false;
    const before = sentProgress(api).length;
    await campus.journal.replay();
    expect((await campus.journal.entries()).map((entry) => entry.body.page)).toEqual([3, 4]);
    expect(
      sentProgress(api)
        .slice(before)
        .map((request) => (request.body as { page: number }).page),
    ).toEqual([2, 3]);
    failing = false;
    await campus.journal.replay();
    expect(
      sentProgress(api)
        .slice(before)
        .map((request) => (request.body as { page: number }).page),
    ).toEqual([2, 3, 3, 4]);
    expect(await campus.journal.entries()).toEqual([]);
  });

  it('retries by itself after a failed replay', async () => {
    vi.useFakeTimers();
    const { api, campus, network } = setUp();
    network.down = true;
    await campus.journal.write(progress(3, 2), answerSchema);
    network.down = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(await campus.journal.entries()).toEqual([]);
    expect(sentProgress(api).at(-1)?.body).toMatchObject({ page: 2 });
  });

  it('keeps only the newest of writes that supersede each other (a SCORM commit is the whole data model)', async () => {
    const { campus, network } = setUp();
    network.down = true;
    const commit = (sequence: number) =>
      ({
        kind: 'scorm-commit',
        method: 'PUT',
        path: '/api/activities/6/runtime/',
        body: { sco: 'a', sequence },
        coalesce: '6:a',
      }) as const;
    await campus.journal.write(commit(1), answerSchema);
    await campus.journal.write(progress(3, 2), answerSchema);
    await campus.journal.write(commit(2), answerSchema);
    expect((await campus.journal.entries()).map((entry) => [entry.sequence, entry.kind, entry.body.sequence])).toEqual([
      [2, 'progress', undefined],
      [3, 'scorm-commit', 2],
    ]);
  });

  it('sends what a closed tab kept once the next instance’s start is over, and only the signed-in user’s', async () => {
    const storage = createMemoryJournalStorage();
    const first = setUp({ storage });
    first.network.down = true;
    await first.campus.journal.write(progress(3, 2), answerSchema);
    await first.campus.destroy();

    const other = setUp({ storage, user: 8 });
    await other.campus.journal.replay();
    expect(sentProgress(other.api)).toEqual([]);

    // After the start (runAfterStart: two seconds, then an idle period), not while the first page loads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const next = setUp({ storage });
    await next.campus.ready;
    await vi.advanceTimersByTimeAsync(1900);
    expect(sentProgress(next.api)).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await vi.waitFor(() => expect(sentProgress(next.api)).toHaveLength(1));
    expect(sentProgress(next.api)[0]?.body).toMatchObject({ page: 2, recorded_at: expect.any(String) });
    await vi.waitFor(async () => expect(await storage.list('7')).toEqual([]));
  });

  it('replays in one tab at a time when the Web Locks API is there', async () => {
    const held = new Set<string>();
    const locks = {
      request: async (
        name: string,
        _options: { ifAvailable: boolean },
        callback: (lock: unknown) => Promise<boolean>,
      ) => {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    const lock = createJournalLock(locks);
    let release = (): void => undefined;
    const first = lock('ns-journal', () => new Promise<void>((resolve) => (release = resolve)));
    const work = vi.fn(() => Promise.resolve());
    expect(await lock('ns-journal', work)).toBe(false);
    expect(work).not.toHaveBeenCalled();
    release();
    expect(await first).toBe(true);
    expect(await lock('ns-journal', work)).toBe(true);
  });
});
