import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionAnswer } from '@campus/core/schemas';
import { AnswerSaver } from './answer-saver.js';
import type { AnswerSaverHandlers } from './answer-saver.js';

afterEach(() => vi.useRealTimers());

class Refusal extends Error {
  constructor(readonly kind: 'stop' | 'refuse' | 'outage') {
    super(kind);
  }
}

function saver(
  send: (id: string, answer: QuestionAnswer) => Promise<unknown>,
  extra: Partial<AnswerSaverHandlers> = {},
) {
  const instance = new AnswerSaver({ debounceMs: 500, retryDelays: [1000] });
  const onStop = vi.fn();
  instance.connect({
    send,
    stops: (error) => error instanceof Refusal && error.kind === 'stop',
    refuses: (error) => error instanceof Refusal && error.kind === 'refuse',
    onStop,
    ...extra,
  });
  return { instance, onStop };
}

describe('AnswerSaver', () => {
  it('saves one at a time, the latest answer of a question winning, text after a pause', async () => {
    vi.useFakeTimers();
    const sent: [string, QuestionAnswer][] = [];
    const { instance } = saver(async (id, answer) => void sent.push([id, answer]));
    instance.put('q1', 'a');
    instance.put('q2', 'S', { debounce: true });
    instance.put('q2', 'Sã', { debounce: true });
    instance.put('q2', 'São', { debounce: true });
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([['q1', 'a']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      ['q1', 'a'],
      ['q2', 'São'],
    ]);
    expect(instance.getSnapshot().status).toBe('saved');
  });

  it('keeps a failed answer, retries it after a wait, and flush answers whether all was saved', async () => {
    vi.useFakeTimers();
    let down = true;
    const { instance } = saver(async () => {
      if (down) throw new Refusal('outage');
    });
    instance.put('q1', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(instance.getSnapshot()).toMatchObject({ status: 'failed', failed: 1 });
    expect(instance.pendingAnswers().get('q1')).toBe(true);
    await expect(instance.flush()).resolves.toBe(false);
    down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(instance.getSnapshot()).toMatchObject({ status: 'saved', failed: 0 });
    await expect(instance.flush()).resolves.toBe(true);
  });

  it('stops on a refusal of the attempt, and resumes sending what was not saved', async () => {
    let moved = true;
    const sent: string[] = [];
    const { instance, onStop } = saver(async (id) => {
      if (moved) throw new Refusal('stop');
      sent.push(id);
    });
    instance.put('q1', 'a');
    await vi.waitFor(() => expect(onStop).toHaveBeenCalledOnce());
    instance.put('q2', 'b');
    expect(instance.getSnapshot().stopped).toBe(true);
    moved = false;
    instance.resume();
    await vi.waitFor(() => expect(sent).toEqual(['q1', 'q2']));
  });

  it('drops an answer the server refuses for good, marking it', async () => {
    const { instance } = saver(async () => {
      throw new Refusal('refuse');
    });
    instance.put('q1', 'x');
    await vi.waitFor(() => expect(instance.getSnapshot().refused.has('q1')).toBe(true));
    expect(instance.pendingAnswers().size).toBe(0);
  });
});

describe('AnswerSaver reconnected', () => {
  it('sends again after a dispose and a new connect (a remount)', async () => {
    const sent: string[] = [];
    const instance = new AnswerSaver();
    const handlers = {
      send: async (id: string) => void sent.push(id),
      stops: () => false,
      refuses: () => false,
      onStop: () => undefined,
    };
    instance.connect(handlers);
    instance.dispose();
    instance.put('q1', 'a');
    expect(sent).toEqual([]);
    instance.connect(handlers);
    await vi.waitFor(() => expect(sent).toEqual(['q1']));
  });
});
