import { describe, expect, it } from 'vitest';
import { linkSignals } from './link-signals.js';

describe('linkSignals', () => {
  it('aborts when either signal aborts, with its reason', () => {
    const a = new AbortController();
    const b = new AbortController();
    const linked = linkSignals(a.signal, b.signal);
    expect(linked.aborted).toBe(false);
    b.abort('second');
    expect(linked.aborted).toBe(true);
    expect(linked.reason).toBe('second');
  });

  it('is already aborted when an input is, and is the first signal when there is no second', () => {
    const a = new AbortController();
    a.abort('gone');
    expect(linkSignals(new AbortController().signal, a.signal).reason).toBe('gone');
    const only = new AbortController().signal;
    expect(linkSignals(only, undefined)).toBe(only);
  });
});
