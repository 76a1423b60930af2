import { describe, expect, it } from 'vitest';
import { HttpError } from '@campus/core';
import { membershipOf } from './programme-membership';

const me = (roles: string[], is_superuser = false, status = 'approved') => ({ roles, is_superuser, status });
const refused = (status: number, code: string) =>
  new HttpError({ status, request: { method: 'GET', url: '/api/me/' }, body: { code, message: code } });

describe('membershipOf (spec §6)', () => {
  it('makes a member of each programme role and of a superuser', () => {
    for (const role of ['seller', 'store_owner', 'store_dependent', 'cashier', 'brand_promoter', 'painter']) {
      expect(membershipOf({ status: 'approved', me: me([role]), error: undefined })).toBe('member');
    }
    expect(membershipOf({ status: 'approved', me: me([], true), error: undefined })).toBe('member');
  });

  it('leaves out learners and staff without a programme role', () => {
    expect(membershipOf({ status: 'approved', me: me([]), error: undefined })).toBe('not-member');
    expect(membershipOf({ status: 'approved', me: me(['auditor', 'moderator']), error: undefined })).toBe('not-member');
  });

  it('says blocked for a blocked account, from the session, the answer or the 403 user_blocked refusal', () => {
    expect(membershipOf({ status: 'blocked', me: undefined, error: undefined })).toBe('blocked');
    expect(membershipOf({ status: 'approved', me: me(['seller'], false, 'blocked'), error: undefined })).toBe(
      'blocked',
    );
    expect(membershipOf({ status: 'approved', me: undefined, error: refused(403, 'user_blocked') })).toBe('blocked');
  });

  it('is unknown before the answer and after another failure', () => {
    expect(membershipOf({ status: null, me: undefined, error: undefined })).toBe('unknown');
    expect(membershipOf({ status: 'approved', me: undefined, error: refused(500, 'server_error') })).toBe('unknown');
  });
});
