import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@campus/core';
import type { ScormCmi, ScormCommit, ScormCommitResult } from '@campus/core/schemas';
import { commitBodySize, KEEPALIVE_BODY_LIMIT, ScormCommitQueue } from './scorm-commit-queue.js';

const stale = (attempt: number, sequence: number) =>
  new HttpError({
    status: 409,
    request: { method: 'PUT', url: 'https://api.campus.test/api/activities/1/runtime/' },
    body: { code: 'stale_commit', message: 'Stale' },
    data: { code: 'stale_commit', message: 'Stale', details: { attempt, sequence } },
  });

/** A server keeping one SCO's attempt and sequence the way the reference server does. */
function fakeServer(start = { attempt: 1, sequence: 0 }) {
  const stored = { ...start, cmi: {} as ScormCmi };
  const received: { commit: ScormCommit; keepalive: boolean }[] = [];
  const send = vi.fn(async (commit: ScormCommit, { keepalive }: { keepalive: boolean }) => {
    received.push({ commit, keepalive });
    await Promise.resolve();
    if (commit.attempt < stored.attempt || (commit.attempt === stored.attempt && commit.sequence <= stored.sequence)) {
      throw stale(stored.attempt, stored.sequence);
    }
    Object.assign(stored, { attempt: commit.attempt, sequence: commit.sequence, cmi: commit.cmi });
    const result: ScormCommitResult = {
      sco: commit.sco,
      attempt: commit.attempt,
      sequence: commit.sequence,
      status: 'in_progress',
      progress: 10,
    };
    return result;
  });
  const reread = vi.fn(async () => ({ attempt: stored.attempt, sequence: stored.sequence }));
  return { stored, received, send, reread };
}

function queueOn(server: ReturnType<typeof fakeServer>, position = { attempt: 1, sequence: 0 }) {
  const stored: ScormCmi[] = [];
  const failures: unknown[] = [];
  const queue = new ScormCommitQueue({
    sco: 'sco-1',
    version: 'scorm12',
    ...position,
    send: server.send,
    reread: server.reread,
    onStored: (_result, cmi) => stored.push(cmi),
    onFailed: (error) => failures.push(error),
  });
  return { queue, stored, failures };
}

describe('ScormCommitQueue', () => {
  it('sends each commit with the next sequence, one at a time, collapsing models committed meanwhile into the newest', async () => {
    const server = fakeServer({ attempt: 1, sequence: 3 });
    const { queue, stored } = queueOn(server, { attempt: 1, sequence: 3 });
    const first = queue.commit({ suspend_data: 'a' });
    void queue.commit({ suspend_data: 'b' });
    const last = queue.commit({ suspend_data: 'c' });
    await Promise.all([first, last]);
    expect(server.received.map(({ commit }) => [commit.sequence, commit.cmi['suspend_data']])).toEqual([
      [4, 'a'],
      [5, 'c'],
    ]);
    expect(stored).toEqual([{ suspend_data: 'a' }, { suspend_data: 'c' }]);
    expect(server.stored.cmi).toEqual({ suspend_data: 'c' });
    expect(queue.position).toEqual({ attempt: 1, sequence: 5 });
  });

  it('re-reads after a stale commit and sends the same model above what is stored: the newest data lands', async () => {
    // Another tab wrote sequence 9 meanwhile.
    const server = fakeServer({ attempt: 1, sequence: 9 });
    const { queue, failures } = queueOn(server, { attempt: 1, sequence: 2 });
    await queue.commit({ location: 'p5' });
    expect(server.reread).toHaveBeenCalledTimes(1);
    expect(server.received.map(({ commit }) => commit.sequence)).toEqual([3, 10]);
    expect(server.stored).toMatchObject({ attempt: 1, sequence: 10, cmi: { location: 'p5' } });
    expect(failures).toEqual([]);
  });

  it('moves to a newer attempt another tab started rather than lose the learner’s data', async () => {
    const server = fakeServer({ attempt: 2, sequence: 1 });
    const { queue } = queueOn(server, { attempt: 1, sequence: 6 });
    await queue.commit({ location: 'p8' });
    expect(server.stored).toMatchObject({ attempt: 2, sequence: 2, cmi: { location: 'p8' } });
  });

  it('starts a new attempt from sequence 1', async () => {
    const server = fakeServer({ attempt: 1, sequence: 12 });
    const { queue } = queueOn(server, { attempt: 2, sequence: 0 });
    await queue.commit({ location: 'intro' });
    expect(server.received[0]?.commit).toMatchObject({ attempt: 2, sequence: 1 });
    expect(server.stored).toMatchObject({ attempt: 2, sequence: 1 });
  });

  it('reports other failures and sends the whole model again with the next commit', async () => {
    const server = fakeServer();
    const { queue, failures } = queueOn(server);
    server.send.mockRejectedValueOnce(new TypeError('offline'));
    await queue.commit({ location: 'p1' });
    expect(failures).toHaveLength(1);
    await queue.commit({ location: 'p2' });
    expect(server.stored).toMatchObject({ sequence: 2, cmi: { location: 'p2' } });
  });

  it('flushes with keepalive within the browser’s 64 KiB budget, and without it above', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    queue.flushNow({ suspend_data: 'x'.repeat(1000) }, { keepalive: true });
    queue.flushNow({ suspend_data: 'x'.repeat(KEEPALIVE_BODY_LIMIT) }, { keepalive: true });
    await vi.waitFor(() => expect(server.received).toHaveLength(2));
    expect(server.received.map(({ commit, keepalive }) => [commit.sequence, keepalive])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(commitBodySize(server.received[1]!.commit)).toBeGreaterThan(KEEPALIVE_BODY_LIMIT);
  });

  it('does not send an older model again when a newer one went out meanwhile', async () => {
    const server = fakeServer({ attempt: 1, sequence: 5 });
    const { queue } = queueOn(server, { attempt: 1, sequence: 1 });
    const pending = queue.commit({ location: 'old' });
    queue.flushNow({ location: 'new' }, { keepalive: true });
    await pending;
    await vi.waitFor(() => expect(server.received).toHaveLength(2));
    // The old model (sequence 2) was stale; the flushed one (sequence 3) too, as the other tab is at 5: neither is
    // resent over the other, and nothing older than 'new' is written.
    expect(server.received.filter(({ commit }) => commit.cmi['location'] === 'old')).toHaveLength(1);
  });
});
