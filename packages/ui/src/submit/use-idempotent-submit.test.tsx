import { act, renderHook } from '@testing-library/react';
import { HttpError } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { useIdempotentSubmit } from './use-idempotent-submit.js';

const request = { method: 'POST', url: 'http://api.test/api/events/check-in/' };
const serverError = new HttpError({ status: 502, request, body: null });

describe('useIdempotentSubmit', () => {
  it('shows sending, then the failure, and retries a 5xx with the same key', async () => {
    const { result } = renderHook(() => useIdempotentSubmit<string>());
    const keys: string[] = [];
    await act(async () => {
      await result.current.submit('body', (key) => {
        keys.push(key);
        return Promise.reject(serverError);
      });
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(serverError);
    await act(async () => {
      await result.current.submit('body', (key) => {
        keys.push(key);
        return Promise.resolve('ok');
      });
    });
    expect(result.current).toMatchObject({ status: 'done', data: 'ok', error: undefined });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('sends once on a double submit', async () => {
    const { result } = renderHook(() => useIdempotentSubmit<string>());
    let sent = 0;
    let release: () => void = () => undefined;
    const send = () => {
      sent += 1;
      return new Promise<string>((resolve) => (release = () => resolve('ok')));
    };
    let first: Promise<unknown> = Promise.resolve();
    let second: unknown;
    await act(async () => {
      first = result.current.submit('a', send);
      second = await result.current.submit('a', send);
    });
    expect(result.current.status).toBe('sending');
    expect(second).toEqual({ status: 'busy' });
    await act(async () => {
      release();
      await first;
    });
    expect(sent).toBe(1);
    expect(result.current.status).toBe('done');
  });
});
