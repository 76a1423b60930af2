import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegistrationError, RegistrationInput } from './registration.js';
import { checkProfileChoice, checkRegistration } from './registration.js';

const valid: RegistrationInput = {
  acceptedTerms: true,
  birthday: '2000-01-01',
  today: '2024-05-10',
  agencies: [{ id: 1, brandIds: [10] }],
  chains: [{ id: 'c1', storeIds: ['s1'] }],
};

describe('checkRegistration', () => {
  it('passes a complete registration', () => {
    expect(checkRegistration(valid)).toEqual([]);
    // Chains are optional; a chosen one needs a store.
    expect(checkRegistration({ ...valid, chains: [] })).toEqual([]);
  });

  it('needs the terms accepted', () => {
    expect(checkRegistration({ ...valid, acceptedTerms: false })).toEqual(['terms_not_accepted']);
  });

  it('needs an adult: the 18th birthday today is enough, tomorrow is not', () => {
    expect(checkRegistration({ ...valid, birthday: '2006-05-10' })).toEqual([]);
    expect(checkRegistration({ ...valid, birthday: '2006-05-11' })).toEqual(['underage']);
  });

  it('needs a real birthday before today', () => {
    expect(checkRegistration({ ...valid, birthday: '2024-05-10' })).toEqual(['invalid_birthday']);
    expect(checkRegistration({ ...valid, birthday: '2001-02-29' })).toEqual(['invalid_birthday']);
  });

  it('needs exactly one company/agency', () => {
    expect(checkRegistration({ ...valid, agencies: [] })).toEqual(['company_agency_required']);
    expect(
      checkRegistration({
        ...valid,
        agencies: [
          { id: 1, brandIds: [10] },
          { id: 2, brandIds: [20] },
        ],
      }),
    ).toEqual(['too_many_company_agencies']);
    // The same agency listed twice is still one agency.
    expect(
      checkRegistration({
        ...valid,
        agencies: [
          { id: 1, brandIds: [10] },
          { id: 1, brandIds: [11] },
        ],
      }),
    ).toEqual([]);
  });

  it('needs a brand per chosen agency and a store per chosen chain', () => {
    expect(checkRegistration({ ...valid, agencies: [{ id: 1, brandIds: [] }] })).toEqual(['brand_required']);
    expect(
      checkRegistration({
        ...valid,
        chains: [
          { id: 'c1', storeIds: ['s1'] },
          { id: 'c2', storeIds: [] },
        ],
      }),
    ).toEqual(['store_required']);
  });

  it('property: reports exactly the violated conditions', () => {
    const selection = fc.record({ id: fc.integer({ min: 1, max: 4 }), ids: fc.array(fc.nat(9), { maxLength: 2 }) });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('2000-01-01', '2006-05-10', '2006-05-11', '2024-05-10', '2030-01-01'),
        fc.array(selection, { maxLength: 3 }),
        fc.array(selection, { maxLength: 3 }),
        (acceptedTerms, birthday, agencies, chains) => {
          const input: RegistrationInput = {
            acceptedTerms,
            birthday,
            today: '2024-05-10',
            agencies: agencies.map((a) => ({ id: a.id, brandIds: a.ids })),
            chains: chains.map((c) => ({ id: c.id, storeIds: c.ids })),
          };
          const expected = new Set<RegistrationError>();
          if (!acceptedTerms) expected.add('terms_not_accepted');
          if (birthday >= '2024-05-10') expected.add('invalid_birthday');
          else if (birthday > '2006-05-10') expected.add('underage');
          const distinct = new Set(agencies.map((a) => a.id)).size;
          if (distinct === 0) expected.add('company_agency_required');
          if (distinct > 1) expected.add('too_many_company_agencies');
          if (agencies.some((a) => a.ids.length === 0)) expected.add('brand_required');
          if (chains.some((c) => c.ids.length === 0)) expected.add('store_required');
          const errors = checkRegistration(input);
          expect(new Set(errors)).toEqual(expected);
          expect(errors).toHaveLength(expected.size);
        },
      ),
    );
  });
});

describe('profile selection (spec §2)', () => {
  it('asks nothing when the client offers no profile', () => {
    expect(checkRegistration(valid)).toEqual([]);
    expect(checkRegistration({ ...valid, profile: { offered: [], chosen: null } })).toEqual([]);
  });

  it('needs one of the offered profiles when there are some', () => {
    expect(checkRegistration({ ...valid, profile: { offered: [3, 4], chosen: 4 } })).toEqual([]);
    expect(checkRegistration({ ...valid, profile: { offered: [3, 4], chosen: null } })).toEqual(['profile_required']);
    expect(checkRegistration({ ...valid, profile: { offered: [3, 4], chosen: '' } })).toEqual(['profile_required']);
    expect(checkRegistration({ ...valid, profile: { offered: [3, 4], chosen: 9 } })).toEqual(['invalid_profile']);
  });

  it('compares ids as the API and a select send them, and refuses an id when none is offered', () => {
    expect(checkProfileChoice({ offered: [3], chosen: '3' })).toBeNull();
    expect(checkProfileChoice({ offered: [], chosen: 3 })).toBe('invalid_profile');
    expect(checkProfileChoice(undefined)).toBeNull();
  });

  it('accepts exactly the offered ids (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (offered, chosen) => {
          const result = checkProfileChoice({ offered, chosen });
          expect(result === null).toBe(offered.includes(chosen));
        },
      ),
    );
  });
});
