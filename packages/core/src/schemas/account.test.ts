import { describe, expect, it } from 'vitest';
import {
  completeRegisterRequestSchema,
  profileUpdateRequestSchema,
  registrationRequestSchema,
  sendPhoneCodeRequestSchema,
  setPasswordRequestSchema,
  usernameSchema,
  verifyPhoneCodeRequestSchema,
} from './account.js';

const registration = {
  name: 'Rita',
  last_name: 'Lopes',
  email: 'rita@example.com',
  email_confirmation: 'rita@example.com',
  document: '529.982.247-25',
  document_country: 'BRA',
  birthday_date: '1990-02-03',
  password: 'Abc123',
  password_confirmation: 'Abc123',
  country: 'BRA',
  accept_terms: true,
  agencies: [{ id: 1, brand_ids: [2] }],
};

describe('account wire schemas', () => {
  it('take registration shapes and leave the rules to the server', () => {
    expect(registrationRequestSchema.safeParse(registration).success).toBe(true);
    // Shape-valid although rule-invalid: the server answers 422 with the rule codes.
    expect(registrationRequestSchema.safeParse({ ...registration, document: '111', accept_terms: false }).success).toBe(
      true,
    );
    expect(registrationRequestSchema.safeParse({ ...registration, country: 'URY' }).success).toBe(false);
    expect(
      registrationRequestSchema.safeParse({ ...registration, agencies: [{ id: 2 ** 31, brand_ids: [] }] }).success,
    ).toBe(false);
    expect(registrationRequestSchema.parse({ ...registration, status: 'approved' })).not.toHaveProperty('status');
  });

  it('check user names, phone codes and link parameters', () => {
    expect(usernameSchema.safeParse('ana.souza@x').success).toBe(true);
    expect(usernameSchema.safeParse('an').success).toBe(false);
    expect(usernameSchema.safeParse('ana souza').success).toBe(false);
    expect(verifyPhoneCodeRequestSchema.parse({ code: '012345' })).toEqual({ phone_type: 'mobile', code: '012345' });
    expect(verifyPhoneCodeRequestSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(sendPhoneCodeRequestSchema.parse({})).toEqual({ phone_type: 'mobile', channel: 'sms' });
    expect(
      setPasswordRequestSchema.safeParse({
        username: 'a',
        uidb64: 'MQ',
        token: 't',
        password: 'x',
        password_confirmation: 'x',
      }).success,
    ).toBe(true);
  });

  it('make profile updates partial and complete-register demanding', () => {
    expect(profileUpdateRequestSchema.safeParse({}).success).toBe(true);
    expect(profileUpdateRequestSchema.safeParse({ nickname: null }).success).toBe(true);
    // The avatar is uploaded (`uploadAvatar`), never set as an address: an update carries none.
    expect(profileUpdateRequestSchema.parse({ avatar: 'https://cdn.example.com/a.png' })).toEqual({});
    expect(profileUpdateRequestSchema.safeParse({ children_count: -1 }).success).toBe(false);
    expect(completeRegisterRequestSchema.safeParse({ name: 'A' }).success).toBe(false);
  });
});
