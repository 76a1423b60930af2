import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import { createIdempotentSubmit } from './idempotent-submit.js';

const request = { method: 'POST', url: 'http://api.test/api/sales/' };
const answer = (status: number) =>
  new HttpError({ status, request, body: { code: `code_${status}`, message: 'x' }, data: undefined });

function keys() {
  let next = 0;
  return () => `key-${(next += 1)}`;
}

describe('createIdempotentSubmit', () => {
  it('keeps the key after a network failure or a 5xx, so the retry replays the first write', async () => {
    const submit = createIdempotentSubmit(keys());
    const seen: string[] = [];
    const failWith = (error: unknown) => (key: string) => {
      seen.push(key);
      return Promise.reject(error);
    };
    expect((await submit.submit('body', failWith(new NetworkError(request)))).status).toBe('error');
    expect((await submit.submit('body', failWith(answer(503)))).status).toBe('error');
    const done = await submit.submit('body', (key) => {
      seen.push(key);
      return Promise.resolve(42);
    });
    expect(done).toEqual({ status: 'done', data: 42 });
    expect(seen).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('spends the key on an answer or a 4xx refusal, and on an edited body', async () => {
    const submit = createIdempotentSubmit(keys());
    const seen: string[] = [];
    const record = (key: string) => {
      seen.push(key);
      return Promise.resolve(key);
    };
    await submit.submit('a', record);
    await submit.submit('a', (key) => {
      seen.push(key);
      return Promise.reject(answer(422));
    });
    await submit.submit('a', record);
    await submit.submit('b', (key) => {
      seen.push(key);
      return Promise.reject(answer(500));
    });
    await submit.submit('c', record);
    expect(seen).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
  });

  it('answers busy to a second submission while the first runs (a double click sends once)', async () => {
    const submit = createIdempotentSubmit(keys());
    let release: (value: string) => void = () => undefined;
    const first = submit.submit('a', () => new Promise<string>((resolve) => (release = resolve)));
    expect(submit.busy).toBe(true);
    expect(await submit.submit('a', () => Promise.resolve('second'))).toEqual({ status: 'busy' });
    release('first');
    expect(await first).toEqual({ status: 'done', data: 'first' });
    expect(submit.busy).toBe(false);
  });
});
