import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAfterStart } from './after-start.js';

type IdleGlobal = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runAfterStart', () => {
  it('runs the task at the first idle period after the delay, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout: number }) => {
      idle.push({ callback, timeout: options?.timeout });
      return idle.length;
    });
    const task = vi.fn();
    runAfterStart(task, 500);
    vi.advanceTimersByTime(499);
    expect(idle).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(2000);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.callback();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs it after the delay where there is no idle callback (Node, older Safari)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((globalThis as IdleGlobal).requestIdleCallback).toBeUndefined();
    const task = vi.fn();
    runAfterStart(task);
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the network when the browser is offline by then, and can be cancelled meanwhile', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const online = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('addEventListener', online.addEventListener.bind(online));
    vi.stubGlobal('removeEventListener', online.removeEventListener.bind(online));
    const task = vi.fn();
    runAfterStart(task, 100);
    const cancelled = vi.fn();
    const cancel = runAfterStart(cancelled, 100);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    cancel();
    online.dispatchEvent(new Event('online'));
    online.dispatchEvent(new Event('online'));
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('is cancelled before the delay and while it waits for the idle period', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    runAfterStart(task, 100)();
    vi.advanceTimersByTime(200);
    expect(task).not.toHaveBeenCalled();

    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 42);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const cancel = runAfterStart(task, 100);
    vi.advanceTimersByTime(100);
    cancel();
    expect(cancelled).toEqual([42]);
  });
});
