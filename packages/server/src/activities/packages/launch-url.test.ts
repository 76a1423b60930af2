import { describe, expect, it } from 'vitest';
import { joinParameters, packagePathOf, relativeUrlOf, resolveHref } from './launch-url';

describe('joinParameters (SCORM CAM rules)', () => {
  it('drops leading ? and &, then joins with ? or &', () => {
    expect(joinParameters('a.html', '?x=1')).toBe('a.html?x=1');
    expect(joinParameters('a.html', '&&x=1')).toBe('a.html?x=1');
    expect(joinParameters('a.html?lang=en', '?x=1')).toBe('a.html?lang=en&x=1');
    expect(joinParameters('a.html', '  ')).toBe('a.html');
    expect(joinParameters('a.html', undefined)).toBe('a.html');
  });

  it('appends a fragment only when the URL has none, and keeps a query before an existing fragment', () => {
    expect(joinParameters('a.html?x=1', '#p2')).toBe('a.html?x=1#p2');
    expect(joinParameters('a.html#p1', '#p2')).toBe('a.html#p1');
    expect(joinParameters('a.html#p1', 'x=1')).toBe('a.html?x=1#p1');
  });
});

describe('resolveHref', () => {
  it('chains xml:base values, reading a base without its slash as a folder', () => {
    const url = resolveHref(['course/', undefined, 'sco 1'], 'index.html?q=1');
    expect(url && relativeUrlOf(url)).toBe('course/sco%201/index.html?q=1');
    expect(url && packagePathOf(url)).toBe('course/sco 1/index.html');
  });

  it('keeps resolved paths inside the package and reports URLs that leave it', () => {
    const climbing = resolveHref(['a/'], '../../../b.html');
    expect(climbing && packagePathOf(climbing)).toBe('b.html');
    const external = resolveHref([], 'https://example.com/x.html');
    expect(external && packagePathOf(external)).toBeUndefined();
  });
});
