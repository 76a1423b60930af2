import { describe, expect, it, vi } from 'vitest';
import type { ScormTocItem } from '@campus/core/schemas';
import { ScoSession } from './sco-session.js';
import { loadScormRuntime } from './scorm-runtime-loader.js';

const item: ScormTocItem = {
  identifier: 'b',
  title: 'Lição B',
  level: 1,
  visible: true,
  scorm_type: 'sco',
  launch_url: 'b/index.html',
  data_from_lms: null,
  mastery_score: null,
  completion_threshold: 0.5,
};

async function session2004(onTerminated = vi.fn()) {
  const modules = await loadScormRuntime('2004');
  const send = vi.fn(async (commit: { sco: string; attempt: number; sequence: number }, _options: object) => ({
    sco: commit.sco,
    attempt: commit.attempt,
    sequence: commit.sequence,
    status: 'in_progress' as const,
    progress: 10,
  }));
  const session = new ScoSession({
    modules,
    version: '2004',
    item,
    plan: { attempt: 1, sequence: 0, cmi: {}, entry: 'ab-initio', newAttempt: false },
    learner: { id: '7', name: 'Ana Souza' },
    contentOrigin: 'https://content.campus.test',
    navigation: { continue: true, previous: false, choices: ['a', 'b', 'c'] },
    send,
    reread: async () => ({ attempt: 1, sequence: 0 }),
    onInitialized: vi.fn(),
    onStored: vi.fn(),
    onFailed: vi.fn(),
    onTerminated,
  });
  return { session, send, sco: session.api as unknown as Record<string, (...args: string[]) => string> };
}

describe('ScoSession (SCORM 2004)', () => {
  it('tells the SCO which navigation requests lead somewhere, and hands the last request over on Terminate', async () => {
    const onTerminated = vi.fn();
    const { session, send, sco } = await session2004(onTerminated);
    expect(sco['Initialize']?.('')).toBe('true');
    expect(sco['GetValue']?.('adl.nav.request_valid.continue')).toBe('true');
    expect(sco['GetValue']?.('adl.nav.request_valid.previous')).toBe('false');
    expect(sco['GetValue']?.('adl.nav.request_valid.choice.{target=c}')).toBe('true');
    expect(sco['GetValue']?.('adl.nav.request_valid.choice.{target=z}')).toBe('false');
    expect(sco['GetValue']?.('cmi.completion_threshold')).toBe('0.5');
    sco['SetValue']?.('cmi.location', 'p2');
    sco['SetValue']?.('adl.nav.request', '{target=c}choice');
    expect(sco['Terminate']?.('')).toBe('true');
    expect(session.terminated).toBe(true);
    expect(onTerminated).toHaveBeenCalledWith('{target=c}choice');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ sco: 'b', version: 'scorm2004', attempt: 1, sequence: 1 });
    await session.close();
  });

  it('sends what changed as the page goes away, and nothing when nothing changed', async () => {
    const { session, send, sco } = await session2004();
    session.flush();
    expect(send).not.toHaveBeenCalled();
    sco['Initialize']?.('');
    sco['SetValue']?.('cmi.suspend_data', 'x'.repeat(64_000));
    session.flush();
    session.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // 64 000 characters of suspend data do not fit a keepalive request's budget: sent as a plain request.
    expect(send.mock.calls[0]?.[1]).toEqual({ keepalive: false });
    await session.close();
  });
});
