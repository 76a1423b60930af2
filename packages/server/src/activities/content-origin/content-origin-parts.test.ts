import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';
import { contentCacheControl, contentSecurityPolicy } from './content-headers';
import { contentPathOf } from './content-file';
import { signLaunchToken, verifyLaunchToken } from './launch-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('launch tokens', () => {
  const grant = { activityId: 7, userId: 42, expiresAt: 2_000 };

  it('verify for their activity and user until they expire', () => {
    const token = signLaunchToken(SECRET, grant);
    expect(verifyLaunchToken(SECRET, token, 7, 1_999)).toEqual(grant);
    expect(verifyLaunchToken(SECRET, token, 7, 2_000)).toBeUndefined();
    expect(verifyLaunchToken(SECRET, token, 8, 1_000)).toBeUndefined();
    expect(verifyLaunchToken('another-secret-of-at-least-32-characters', token, 7, 1_000)).toBeUndefined();
    expect(verifyLaunchToken(SECRET, token.replace('42.', '43.'), 7, 1_000)).toBeUndefined();
    expect(verifyLaunchToken(SECRET, `${token}x`, 7, 1_000)).toBeUndefined();
    expect(verifyLaunchToken(SECRET, '', 7, 1_000)).toBeUndefined();
  });

  it('accept only the canonical spelling of the signature: every changed character is refused', () => {
    const token = signLaunchToken(SECRET, grant);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = token.at(-1) ?? '';
    // The last character's two low bits are unused by 32 bytes: three other spellings decode to the same bytes.
    for (const other of alphabet.replace(last, '')) {
      expect(verifyLaunchToken(SECRET, `${token.slice(0, -1)}${other}`, 7, 1_000)).toBeUndefined();
    }
  });
});

describe('byte ranges', () => {
  it('reads one range and ignores what it does not serve', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('items=0-1', 100)).toBeUndefined();
    expect(parseByteRange('bytes=9-1', 100)).toBeUndefined();
    expect(parseByteRange('bytes=-', 100)).toBeUndefined();
  });
});

describe('content headers and paths', () => {
  it('lets only the configured pages, and the content origin itself (the SCO frame), frame content', () => {
    expect(contentSecurityPolicy([])).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(['https://a.example', 'https://b.example'])).toContain(
      "frame-ancestors 'self' https://a.example https://b.example",
    );
    expect(contentSecurityPolicy(['*'])).toContain('frame-ancestors *');
  });

  it('caches a file no longer than its token lives, an hour at most', () => {
    expect(contentCacheControl(10_000, 1_000)).toBe('private, max-age=3600');
    expect(contentCacheControl(1_060, 1_000)).toBe('private, max-age=60');
    expect(contentCacheControl(900, 1_000)).toBe('private, max-age=0');
  });

  it('decodes request paths and refuses those that could leave the package', () => {
    expect(contentPathOf('sco%201/index.html')).toBe('sco 1/index.html');
    expect(contentPathOf('a/../b')).toBeUndefined();
    expect(contentPathOf('%2E%2E/b')).toBeUndefined();
    expect(contentPathOf('a%2Fb')).toBeUndefined();
    expect(contentPathOf('a//b')).toBeUndefined();
    expect(contentPathOf('%E0%A4%A')).toBeUndefined();
  });
});
