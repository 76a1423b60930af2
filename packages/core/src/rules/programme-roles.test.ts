import { describe, expect, it } from 'vitest';
import { isProgrammeMember, PROGRAMME_ROLES } from './programme-roles.js';

describe('isProgrammeMember (spec §6 programme roles)', () => {
  it('is true for each programme role and for superusers', () => {
    for (const role of PROGRAMME_ROLES) expect(isProgrammeMember({ roles: [role], is_superuser: false })).toBe(true);
    expect(isProgrammeMember({ roles: [], is_superuser: true })).toBe(true);
  });

  it('is false for learners and staff roles alone', () => {
    expect(isProgrammeMember({ roles: [], is_superuser: false })).toBe(false);
    expect(isProgrammeMember({ roles: ['moderator', 'instructor', 'auditor'], is_superuser: false })).toBe(false);
  });

  it('lists the six roles of spec §6', () => {
    expect([...PROGRAMME_ROLES].sort()).toEqual(
      ['brand_promoter', 'cashier', 'painter', 'seller', 'store_dependent', 'store_owner'].sort(),
    );
  });
});
