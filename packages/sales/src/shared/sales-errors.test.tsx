import { describe, expect, it } from 'vitest';
import { HttpError } from '@campus/core';
import { fieldErrorsOf, isRefusal, refusalDetail } from './sales-errors';

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

  it('also reads one thrown by another bundle’s copy of the core (no shared class)', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'HttpError',
      code: body.code,
      messageKey: 'errors.unexpected',
      status: 422,
      data: body,
    });
    expect(fieldErrorsOf(foreign)).toEqual({ photo_type: 'photo_already_sent_this_week' });
    expect(refusalDetail(foreign, 'next_allowed_date')).toBe('2026-11-30');
    expect(isRefusal(foreign)).toBe(true);
    expect(isRefusal(new Error('network'))).toBe(false);
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
  });
});
