import { describe, expect, it } from 'vitest';
import { storedProfile } from '../testing/profile-fixtures.test-util.js';
import { draftErrors, draftFieldErrors, draftFromProfile, profileChanges } from './profile-draft.js';

const TODAY = '2026-11-28';

describe('the profile draft', () => {
  it('has no errors and no changes for the stored profile', () => {
    const stored = storedProfile();
    const draft = draftFromProfile(stored);
    expect(draftErrors(draft, stored, TODAY)).toEqual({});
    expect(profileChanges(draft, stored)).toEqual({});
  });

  it('refuses by core’s rules: names, e-mail confirmation, phones, birthday, address, children, 256 characters', () => {
    const stored = storedProfile();
    const draft = {
      ...draftFromProfile(stored),
      name: ' ',
      email: 'new@campus.example',
      email_confirmation: 'other@campus.example',
      phone_commercial: '12',
      birthday_date: '2015-01-01',
      zip_code: '',
      children_count: '120',
      profession: 'x'.repeat(257),
    };
    expect(draftErrors(draft, stored, TODAY)).toEqual({
      name: 'required_fields_missing',
      email_confirmation: 'emails_do_not_match',
      phone_commercial: 'invalid_phone',
      birthday_date: 'underage',
      zip_code: 'required_fields_missing',
      children_count: 'invalid_number',
      profession: 'text_too_long',
    });
    expect(draftErrors({ ...draft, birthday_date: '2027-01-01' }, stored, TODAY).birthday_date).toBe(
      'invalid_birthday',
    );
    expect(draftErrors({ ...draft, email: 'nope' }, stored, TODAY).email).toBe('invalid_email');
  });

  it('sends only what changed, the whole address when a part of it changed, null for a cleared field', () => {
    const stored = storedProfile();
    const draft = {
      ...draftFromProfile(stored),
      nickname: '',
      zip_code: '20000-000',
      children_count: '2',
      language: 'en-US',
      email: 'ANA@campus.example',
    };
    expect(profileChanges(draft, stored)).toEqual({
      nickname: null,
      children_count: 2,
      language: 'en-US',
      address: {
        address: 'Rua das Flores',
        number: '100',
        complement: '',
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        zip_code: '20000-000',
      },
    });
  });

  it('puts the server’s field errors at the draft’s fields, the address ones included', () => {
    expect(
      draftFieldErrors({ email: 'email_already_registered', 'address.zip_code': 'required_fields_missing', x: 'y' }),
    ).toEqual({ email: 'email_already_registered', zip_code: 'required_fields_missing' });
  });

  it('checks and sends the company/agency with its brands and the chains with their stores only when they change', () => {
    const stored = storedProfile();
    const draft = draftFromProfile(stored);
    expect(draft).toMatchObject({ agency: '1', brand_ids: [4], chain_ids: [2], store_ids: { 2: [9] } });
    // The same choices in another order are no change.
    expect(profileChanges({ ...draft, brand_ids: [4] }, stored)).toEqual({});

    const otherAgency = { ...draft, agency: '3', brand_ids: [] };
    expect(draftErrors(otherAgency, stored, TODAY)).toEqual({ brand_ids: 'brand_required' });
    expect(draftErrors({ ...draft, agency: '' }, stored, TODAY)).toEqual({ agency: 'company_agency_required' });
    expect(profileChanges({ ...otherAgency, brand_ids: [6] }, stored)).toEqual({
      agencies: [{ id: 3, brand_ids: [6] }],
    });

    const moreChains = { ...draft, chain_ids: [2, 7], store_ids: { 2: [9, 10] } };
    expect(draftErrors(moreChains, stored, TODAY)).toEqual({ chain_ids: 'store_required' });
    expect(profileChanges({ ...moreChains, store_ids: { 2: [9, 10], 7: [11] } }, stored)).toEqual({
      chains: [
        { id: 2, store_ids: [9, 10] },
        { id: 7, store_ids: [11] },
      ],
    });
    expect(profileChanges({ ...draft, chain_ids: [] }, stored)).toEqual({ chains: [] });
  });

  it('places the server’s organisation errors at their choices', () => {
    expect(draftFieldErrors({ agencies: 'brand_required', chains: 'invalid_selection' })).toEqual({
      brand_ids: 'brand_required',
      chain_ids: 'invalid_selection',
    });
    expect(draftFieldErrors({ agencies: 'too_many_company_agencies' })).toEqual({
      agency: 'too_many_company_agencies',
    });
  });
});
