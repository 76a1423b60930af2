import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body';

describe('parseFormBody', () => {
  it('reads fields', () => {
    expect(parseFormBody('grant_type=password&username=ana%40x.com&password=a+b')).toEqual({
      grant_type: 'password',
      username: 'ana@x.com',
      password: 'a b',
    });
  });

  it('keeps repeated fields as an array, so schemas refuse them', () => {
    expect(parseFormBody('a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] });
  });

  it('cannot touch the prototype', () => {
    const parsed = parseFormBody('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
