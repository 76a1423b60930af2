import { describe, expect, it } from 'vitest';
import {
  createPasswordLink,
  createPasswordToken,
  decodeUid,
  encodeUid,
  isPasswordTokenValid,
  passwordLinkUrl,
} from './password-link';

const pepper = 'a-test-pepper-of-at-least-thirty-two-chars';
const user = { id: 42, username: 'ana', passwordHash: 'scrypt$old' };
const now = new Date('2026-05-10T12:00:00Z');

describe('password links', () => {
  it('encode the user id as uidb64 and refuse anything else', () => {
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
    for (const bad of [
      '',
      '!!',
      'MA',
      Buffer.from('-1').toString('base64url'),
      Buffer.from('99999999999').toString('base64url'),
      'a'.repeat(40),
    ]) {
      expect(decodeUid(bad)).toBeNull();
    }
  });

  it('are valid until they expire', () => {
    const token = createPasswordToken(user, pepper, now, 3600);
    expect(isPasswordTokenValid(user, token, pepper, now)).toBe(true);
    expect(isPasswordTokenValid(user, token, pepper, new Date(now.getTime() + 3599_000))).toBe(true);
    expect(isPasswordTokenValid(user, token, pepper, new Date(now.getTime() + 3600_000))).toBe(false);
  });

  it('die with a new password hash (single use), another username or another pepper', () => {
    const token = createPasswordToken(user, pepper, now, 3600);
    expect(isPasswordTokenValid({ ...user, passwordHash: 'scrypt$new' }, token, pepper, now)).toBe(false);
    expect(isPasswordTokenValid({ ...user, passwordHash: null }, token, pepper, now)).toBe(false);
    expect(isPasswordTokenValid({ ...user, username: 'bia' }, token, pepper, now)).toBe(false);
    expect(isPasswordTokenValid({ ...user, id: 43 }, token, pepper, now)).toBe(false);
    expect(isPasswordTokenValid(user, token, `${pepper}x`, now)).toBe(false);
  });

  it('refuse tampered and malformed tokens', () => {
    const token = createPasswordToken(user, pepper, now, 3600);
    const [expiry, mac] = token.split('-') as [string, string];
    const later = (parseInt(expiry, 36) + 86_400).toString(36);
    expect(isPasswordTokenValid(user, `${later}-${mac}`, pepper, now)).toBe(false);
    expect(isPasswordTokenValid(user, `${expiry}-${mac.slice(0, -1)}A`, pepper, now)).toBe(false);
    for (const bad of ['', '-', 'abc', `${expiry}-`, `-${mac}`, `${token}x`]) {
      expect(isPasswordTokenValid(user, bad, pepper, now)).toBe(false);
    }
  });

  it('build the site URL of a link', () => {
    const link = createPasswordLink(user, pepper, now, 60);
    expect(link).toMatchObject({ username: 'ana', uidb64: 'NDI' });
    expect(passwordLinkUrl('https://learn.example.com/', 'recover-password', link)).toBe(
      `https://learn.example.com/recover-password/ana/NDI/${link.token}`,
    );
    expect(passwordLinkUrl('https://x.example/app', 'set-password', { ...link, username: 'a b' })).toContain(
      '/app/set-password/a%20b/NDI/',
    );
  });
});
