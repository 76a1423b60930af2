import { cpfCheckDigits } from '@campus/core/rules';
import { describe, expect, it } from 'vitest';
import { createDevelopmentPartner, DEVELOPMENT_PARTNER_REGISTRATIONS } from './transfer-partner';
import type { PartnerProgramme } from './transfer-partner';

/**
 * The contract every partner adapter keeps (the transfer service relies on it): registrations by document,
 * null for an unknown one; credits idempotent by our reference; refusals as errors, never as a silent success.
 * A deployment's HTTP adapter runs this suite against the partner's sandbox.
 */
export function partnerContract(name: string, make: () => PartnerProgramme, activeDocument: string, unknown: string) {
  describe(`partner adapter contract: ${name}`, () => {
    it('finds registrations by document and answers null for unknown ones', async () => {
      const partner = make();
      const registration = await partner.findRegistration(activeDocument);
      expect(registration).toMatchObject({ document: activeDocument, active: true });
      expect(typeof registration?.role).toBe('string');
      expect(await partner.findRegistration(unknown)).toBeNull();
    });

    it('credits a reference once, answering the same partner reference on a retry', async () => {
      const partner = make();
      const credit = { document: activeDocument, points: 10, reference: 'campus-transfer-1', redeemBy: '2030-01-01' };
      const first = await partner.credit(credit);
      expect(first.partnerReference).not.toBe('');
      expect(await partner.credit(credit)).toEqual(first);
      const other = await partner.credit({ ...credit, reference: 'campus-transfer-2' });
      expect(other.partnerReference).not.toBe(first.partnerReference);
    });

    it('refuses a credit to a document without an active registration', async () => {
      const partner = make();
      await expect(
        partner.credit({ document: unknown, points: 10, reference: 'campus-transfer-3', redeemBy: '2030-01-01' }),
      ).rejects.toThrow();
    });
  });
}

partnerContract(
  'development partner',
  () => createDevelopmentPartner(),
  DEVELOPMENT_PARTNER_REGISTRATIONS[0]?.document ?? '',
  `222333444${cpfCheckDigits('222333444')}`,
);

describe('development partner', () => {
  it('holds one registration per outcome of the transfer rules', () => {
    const roles = DEVELOPMENT_PARTNER_REGISTRATIONS.map((registration) => [registration.active, registration.role]);
    expect(roles).toContainEqual([false, 'seller']);
    expect(roles).toContainEqual([true, 'painter']);
    for (const role of ['seller', 'cashier', 'store_owner']) expect(roles).toContainEqual([true, role]);
  });
});
