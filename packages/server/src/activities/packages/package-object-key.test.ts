import { describe, expect, it } from 'vitest';
import { assertObjectKey } from '../../storage/object-store';
import { packageObjectKey } from './package-object-key';

describe('packageObjectKey', () => {
  it('keeps plain paths and encodes segments an object key cannot hold', () => {
    expect(packageObjectKey('shared/launch.html')).toBe('shared/launch.html');
    expect(packageObjectKey('My Course/index.html')).toBe('x_My_20Course/index.html');
    expect(packageObjectKey('_assets/.hidden')).toBe('x__5fassets/x_.hidden');
    expect(packageObjectKey('story_content/ação (1).js')).toBe('x_story_5fcontent/x_a_c3_a7_c3_a3o_20_281_29.js');
  });

  it('answers valid object keys, one per path', () => {
    const paths = [
      'a_b',
      'x_a_5fb',
      'a b',
      'a_20b',
      'x_a_20b',
      '_x',
      '.x',
      '-x',
      'ümlaut/ß.txt',
      'html5/data/js/data.js',
      'x_/y',
    ];
    const keys = paths.map(packageObjectKey);
    for (const key of keys) expect(() => assertObjectKey(`activities/1/${key}`)).not.toThrow();
    expect(new Set(keys).size).toBe(paths.length);
  });
});
