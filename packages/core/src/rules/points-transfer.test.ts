import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PointsTransferError } from './points-transfer.js';
import {
  TRANSFERRED_POINTS_VALIDITY_MONTHS,
  TRANSFER_ROLES,
  checkPointsTransfer,
  isTransferRole,
  maySendPoints,
  transferredPointsExpiryDate,
} from './points-transfer.js';

describe('checkPointsTransfer', () => {
  it('accepts an active seller, cashier or store owner with points', () => {
    expect(TRANSFER_ROLES).toEqual(['seller', 'cashier', 'store_owner']);
    for (const role of TRANSFER_ROLES) {
      expect(checkPointsTransfer({ registrationActive: true, role, points: 1 }), role).toEqual([]);
    }
  });

  it('reports each failing condition', () => {
    expect(checkPointsTransfer({ registrationActive: false, role: 'seller', points: 10 })).toEqual([
      'inactive_registration',
    ]);
    expect(checkPointsTransfer({ registrationActive: true, role: 'painter', points: 10 })).toEqual(['invalid_role']);
    expect(checkPointsTransfer({ registrationActive: true, role: 'Seller', points: 10 })).toEqual(['invalid_role']);
    expect(checkPointsTransfer({ registrationActive: true, role: null, points: 10 })).toEqual(['invalid_role']);
    expect(checkPointsTransfer({ registrationActive: true, role: 'cashier', points: 0 })).toEqual(['no_points']);
    expect(checkPointsTransfer({ registrationActive: true, role: 'cashier', points: -5 })).toEqual(['no_points']);
    expect(checkPointsTransfer({ registrationActive: true, role: 'cashier', points: Number.NaN })).toEqual([
      'no_points',
    ]);
    expect(checkPointsTransfer({ registrationActive: false, role: undefined, points: 0 })).toEqual([
      'inactive_registration',
      'invalid_role',
      'no_points',
    ]);
  });

  it('property: returns exactly the set of violated conditions', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom('seller', 'cashier', 'store_owner', 'painter', 'counter_clerk', '')),
        fc.integer({ min: -10, max: 10 }),
        (registrationActive, role, points) => {
          const expected: PointsTransferError[] = [];
          if (!registrationActive) expected.push('inactive_registration');
          if (role !== 'seller' && role !== 'cashier' && role !== 'store_owner') expected.push('invalid_role');
          if (points <= 0) expected.push('no_points');
          expect(checkPointsTransfer({ registrationActive, role, points })).toEqual(expected);
        },
      ),
    );
  });

  it('narrows a role', () => {
    expect(isTransferRole('store_owner')).toBe(true);
    expect(isTransferRole('owner')).toBe(false);
  });
});

describe('maySendPoints', () => {
  it('lets sellers, cashiers, store owners and superusers send points', () => {
    for (const role of TRANSFER_ROLES) expect(maySendPoints({ roles: [role], is_superuser: false })).toBe(true);
    expect(maySendPoints({ roles: [], is_superuser: true })).toBe(true);
  });

  it('refuses learners and every other role', () => {
    expect(maySendPoints({ roles: [], is_superuser: false })).toBe(false);
    expect(maySendPoints({ roles: ['painter', 'brand_promoter', 'moderator'], is_superuser: false })).toBe(false);
  });
});

describe('transferredPointsExpiryDate', () => {
  it('is 12 months after the transfer', () => {
    expect(TRANSFERRED_POINTS_VALIDITY_MONTHS).toBe(12);
    expect(transferredPointsExpiryDate('2024-06-15')).toBe('2025-06-15');
    expect(transferredPointsExpiryDate('2024-02-29')).toBe('2025-02-28');
  });
});
