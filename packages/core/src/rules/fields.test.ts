import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED_FIELDS,
  canDeleteAccount,
  checkPersonalData,
  emailsMatch,
  isBirthdayBeforeToday,
  isValidEmail,
  isValidPhone,
  missingAddressFields,
} from './fields.js';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'ana@example.com',
      'ana.silva+promo@mail.example.com.br',
      ' ana@example.co ',
      "o'neil@example.org",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses addresses without a dotted domain, with spaces or with two @', () => {
    for (const email of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana@example.c',
      'ana@@example.com',
      'ana silva@example.com',
      'ana@exa mple.com',
      'ana@.example.com',
      'ana@example..com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
    expect(isValidEmail(`${'x'.repeat(254 - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isValidEmail(`${'x'.repeat(255 - domain.length - 1)}@${domain}`)).toBe(false);
  });
});

describe('emailsMatch', () => {
  it('compares trimmed and case-insensitively', () => {
    expect(emailsMatch('Ana@Example.com ', 'ana@example.com')).toBe(true);
    expect(emailsMatch('ana@example.com', 'ana@example.co')).toBe(false);
    expect(emailsMatch('', '')).toBe(true);
  });
});

describe('isValidPhone', () => {
  it('accepts 8 to 15 digits with the usual separators', () => {
    for (const phone of ['+55 (11) 98765-4321', '11987654321', '1234-5678', '+1 555.123.4567', '123456789012345']) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });

  it('refuses too few or too many digits and letters', () => {
    for (const phone of ['', '1234-567', '1234567890123456', '11 9876-ABCD', '++5511987654321', '55+11987654321']) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
});

describe('missingAddressFields', () => {
  it('requires address, number, neighborhood, state, city and zip code', () => {
    expect(ADDRESS_REQUIRED_FIELDS).toEqual(['address', 'number', 'neighborhood', 'state', 'city', 'zipCode']);
    expect(missingAddressFields({})).toEqual([...ADDRESS_REQUIRED_FIELDS]);
  });

  it('treats blank and null as missing', () => {
    expect(
      missingAddressFields({
        address: 'Rua A',
        number: ' ',
        neighborhood: 'Centro',
        state: 'SP',
        city: null,
        zipCode: '01000-000',
      }),
    ).toEqual(['number', 'city']);
    expect(
      missingAddressFields({
        address: 'Rua A',
        number: '10',
        neighborhood: 'Centro',
        state: 'SP',
        city: 'São Paulo',
        zipCode: '01000-000',
      }),
    ).toEqual([]);
  });
});

describe('isBirthdayBeforeToday', () => {
  it('needs a real date strictly before today', () => {
    expect(isBirthdayBeforeToday('2024-05-09', '2024-05-10')).toBe(true);
    expect(isBirthdayBeforeToday('2024-05-10', '2024-05-10')).toBe(false);
    expect(isBirthdayBeforeToday('2024-05-11', '2024-05-10')).toBe(false);
    expect(isBirthdayBeforeToday('2023-02-29', '2024-05-10')).toBe(false);
    expect(isBirthdayBeforeToday('', '2024-05-10')).toBe(false);
  });
});

describe('canDeleteAccount', () => {
  it('accepts the full name typed trimmed and in any case', () => {
    expect(canDeleteAccount('  maria SILVA ', 'Maria Silva')).toBe(true);
    expect(canDeleteAccount('Maria  Silva', 'Maria Silva')).toBe(true);
  });

  it('refuses another name, a partial name or an empty name', () => {
    expect(canDeleteAccount('Maria', 'Maria Silva')).toBe(false);
    expect(canDeleteAccount('Maria Silvia', 'Maria Silva')).toBe(false);
    expect(canDeleteAccount('', '')).toBe(false);
    expect(canDeleteAccount('   ', '  ')).toBe(false);
  });
});

describe('checkPersonalData', () => {
  const today = '2024-05-10';

  it('checks only the fields present', () => {
    expect(checkPersonalData({ today })).toEqual([]);
    expect(checkPersonalData({ today, email: 'a@b.co', emailConfirmation: 'x@b.co' })).toEqual(['emails_do_not_match']);
  });

  it('reports every error that applies', () => {
    expect(
      checkPersonalData({
        today,
        email: 'bad',
        emailConfirmation: 'other',
        phone: '123',
        birthday: today,
        address: { address: 'Rua A' },
      }),
    ).toEqual(['invalid_email', 'emails_do_not_match', 'invalid_phone', 'invalid_birthday', 'required_fields_missing']);
  });

  it('passes a complete, valid form', () => {
    expect(
      checkPersonalData({
        today,
        email: 'ana@example.com',
        emailConfirmation: 'ANA@example.com',
        phone: '+55 11 98765-4321',
        birthday: '1990-01-01',
        address: {
          address: 'Rua A',
          number: '1',
          neighborhood: 'Centro',
          state: 'SP',
          city: 'SP',
          zipCode: '01000-000',
        },
      }),
    ).toEqual([]);
  });
});
