import { describe, expect, it, vi } from 'vitest';
import { CampusError } from './campus-error.js';
import { HttpError } from './http-error.js';
import { NetworkError } from './network-error.js';
import { requestSummary } from './request-summary.js';

const request = requestSummary('post', 'https://api.example.com/api/photos/');

/** The error classes of a second copy of the package, as another standalone bundle on the page carries. */
async function anotherCopy() {
  vi.resetModules();
  const copy = await import('./http-error.js');
  const base = await import('./campus-error.js');
  vi.resetModules();
  return { HttpError: copy.HttpError, CampusError: base.CampusError };
}

describe('instanceof across copies of @campus/core', () => {
  it('recognises an error built by another copy of the classes as the same class', async () => {
    const other = await anotherCopy();
    expect(other.HttpError).not.toBe(HttpError);
    const foreign = new other.HttpError({
      status: 422,
      request,
      body: { code: 'photo_already_sent_this_week', message: 'Já enviada' },
    });

    expect(foreign instanceof HttpError).toBe(true);
    expect(foreign instanceof CampusError).toBe(true);
    expect(foreign instanceof NetworkError).toBe(false);
    expect(new HttpError({ status: 500, request, body: null }) instanceof other.HttpError).toBe(true);
  });

  it('still refuses what is not that class', () => {
    expect(new Error('plain') instanceof CampusError).toBe(false);
    expect(new NetworkError(request, new TypeError('x')) instanceof HttpError).toBe(false);
    expect({ code: 'x', name: 'HttpError' } instanceof HttpError).toBe(false);
    expect((null as unknown as object) instanceof CampusError).toBe(false);
  });
});
