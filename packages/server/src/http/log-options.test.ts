import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-options';

describe('redactUrl', () => {
  it('replaces secret query values', () => {
    expect(redactUrl('/api/me/?access_token=abc&page=2&refresh_token=def')).toBe(
      '/api/me/?access_token=[REDACTED]&page=2&refresh_token=[REDACTED]',
    );
    expect(redactUrl('/x?token=1#frag')).toBe('/x?token=[REDACTED]#frag');
    expect(redactUrl('/health')).toBe('/health');
  });
});

describe('serializeError', () => {
  it('drops the parameters of failed queries', () => {
    const error = Object.assign(new Error('Failed query: select * from users where email = $1\nparams: ana@x.com'), {
      query: 'select * from users where email = $1',
      params: ['ana@x.com'],
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('select * from users where email = $1');
    expect(serialized).not.toContain('ana@x.com');
  });

  it('keeps codes and causes', () => {
    const error = new Error('outer', { cause: Object.assign(new Error('inner'), { code: '40001' }) });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'outer', cause: { code: '40001' } });
  });
});
