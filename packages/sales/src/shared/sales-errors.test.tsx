import { describe, expect, it, vi } from 'vitest';
import { HttpError, httpErrorOf, isFinalAnswer } from '@campus/core';

// How the sales widgets read a refusal: core's `HttpError` (`fieldErrors`, `details`) through `httpErrorOf`.
const fieldErrorsOf = (error: unknown) => httpErrorOf(error)?.fieldErrors ?? {};
const refusalDetail = (error: unknown, name: string) => {
  const value = httpErrorOf(error)?.details[name];
  return value === undefined ? undefined : String(value);
};
const isRefusal = isFinalAnswer;

/** The `HttpError` class of a second copy of the core, as another standalone bundle on the page carries. */
async function anotherCopysHttpError(): Promise<typeof HttpError> {
  vi.resetModules();
  const copy = await import('@campus/core');
  vi.resetModules();
  return copy.HttpError;
}

const body = {
  code: 'photo_already_sent_this_week',
  message: 'x',
  field_errors: { photo_type: 'photo_already_sent_this_week' },
  details: { next_allowed_date: '2026-11-30' },
};

describe('reading a refusal', () => {
  it('reads the field errors and details of an HttpError', () => {
    const error = new HttpError({ status: 422, request: { method: 'POST', url: '/api/photos/' }, body, data: body });
    expect(fieldErrorsOf(error)).toEqual({ photo_type: 'photo_already_sent_this_week' });
    expect(refusalDetail(error, 'next_allowed_date')).toBe('2026-11-30');
    expect(isRefusal(error)).toBe(true);
  });

  it('also reads one thrown by another bundle’s copy of the core (no shared class)', async () => {
    const ForeignHttpError = await anotherCopysHttpError();
    expect(ForeignHttpError).not.toBe(HttpError);
    const foreign = new ForeignHttpError({
      status: 422,
      request: { method: 'POST', url: '/api/photos/' },
      body,
      data: body,
    });
    expect(fieldErrorsOf(foreign)).toEqual({ photo_type: 'photo_already_sent_this_week' });
    expect(refusalDetail(foreign, 'next_allowed_date')).toBe('2026-11-30');
    expect(isRefusal(foreign)).toBe(true);
    expect(isRefusal(new Error('network'))).toBe(false);
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
  });
});
