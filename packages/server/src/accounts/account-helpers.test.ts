import { LOCALES } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { loadSiteUrl } from './accounts-config';
import { ACCOUNT_TEXTS, accountText } from './account-texts';
import { FieldErrors } from './field-errors';
import { isSamePhone, maskPhone } from './mask';
import { checkNewPassword } from './password-rules';
import { generateCode } from './verification-codes';

describe('masks', () => {
  it('keep the last four digits and the punctuation', () => {
    expect(maskPhone('+55 (11) 98765-4321')).toBe('+** (**) *****-4321');
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone(' 11987654321 ')).toBe('*******4321');
  });

  it('match a typed number with or without the country code', () => {
    expect(isSamePhone('(11) 98765-4321', '+55 11 98765-4321')).toBe(true);
    expect(isSamePhone('11987654321', '11987654321')).toBe(true);
    expect(isSamePhone('98765-4321', '+55 11 98765-4321')).toBe(false);
    expect(isSamePhone('11987654320', '11987654321')).toBe(false);
    expect(isSamePhone('', '')).toBe(false);
  });
});

describe('field errors', () => {
  it('keep the first code per field and answer 422 with the first code and the map', () => {
    const errors = new FieldErrors()
      .add('document', 'invalid_document')
      .add('document', 'document_required')
      .add('email', 'invalid_email');
    expect(errors.failed).toBe(true);
    const thrown = (() => {
      try {
        errors.throwIfAny();
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 422,
      code: 'invalid_document',
      fieldErrors: { document: 'invalid_document', email: 'invalid_email' },
    });
    expect(() => new FieldErrors().throwIfAny()).not.toThrow();
  });

  it('check the 256-character limit on every string, nested ones by path', () => {
    const long = 'x'.repeat(257);
    const errors = new FieldErrors().checkTextLimits({
      name: 'ok',
      nickname: long,
      address: { city: long },
      ids: [long],
    });
    expect(errors.toRecord()).toEqual({ nickname: 'text_too_long', 'address.city': 'text_too_long' });
    expect(new FieldErrors().checkTextLimits({ name: '😀'.repeat(256) }).failed).toBe(false);
  });

  it('check new passwords with core’s rule', () => {
    expect(() => checkNewPassword('Abc123', 'Abc123')).not.toThrow();
    expect(() => checkNewPassword('abc', 'abd')).toThrow(
      expect.objectContaining({
        code: 'password_too_short',
        fieldErrors: { password: 'password_too_short', password_confirmation: 'passwords_do_not_match' },
      }),
    );
  });
});

describe('account texts', () => {
  it('exist in every locale with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const locale of LOCALES) {
      for (const [group, texts] of Object.entries(ACCOUNT_TEXTS[locale])) {
        for (const [key, text] of Object.entries(texts as Record<string, string>)) {
          expect(text.trim(), `${locale} ${group}.${key}`).not.toBe('');
          const reference =
            (ACCOUNT_TEXTS['pt-BR'] as unknown as Record<string, Record<string, string>>)[group]?.[key] ?? '';
          expect(placeholders(text), `${locale} ${group}.${key}`).toEqual(placeholders(reference));
        }
      }
    }
    expect(accountText('en-US', 'text.phone_code', { code: '012345', minutes: 10 })).toBe(
      'Your verification code is 012345. It is valid for 10 minutes.',
    );
  });
});

describe('codes and configuration', () => {
  it('makes six-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, () => generateCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('reads the site URL for links', () => {
    expect(loadSiteUrl({})).toBe('http://localhost:3000');
    expect(loadSiteUrl({ CAMPUS_SITE_URL: 'https://learn.example.com/campus/' })).toBe(
      'https://learn.example.com/campus',
    );
    expect(() => loadSiteUrl({ CAMPUS_SITE_URL: 'ftp://x' })).toThrow(/CAMPUS_SITE_URL/);
    expect(() => loadSiteUrl({ CAMPUS_SITE_URL: 'https://x.example/?a=1' })).toThrow(/CAMPUS_SITE_URL/);
  });
});
