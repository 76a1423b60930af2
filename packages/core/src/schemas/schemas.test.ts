import { describe, expect, it } from 'vitest';
import { toSessionTokens } from '../api/session-tokens.js';
import { alternativeLoginRequestSchema } from './alternative-login.js';
import { parseErrorBody } from './error-body.js';
import { offlineRecordSchema } from './offline-record.js';
import { validateRecoverPasswordCodeRequestSchema } from './recover-password.js';
import { tokenRequestSchema, tokenResponseSchema } from './token.js';

describe('wire schemas', () => {
  it('reads the canonical, OAuth and detail error bodies', () => {
    expect(parseErrorBody({ code: 'not_found', message: 'Não encontrado' })).toEqual({
      code: 'not_found',
      message: 'Não encontrado',
    });
    expect(parseErrorBody({ error: 'invalid_grant' })).toEqual({ code: 'invalid_grant', message: 'invalid_grant' });
    expect(parseErrorBody({ error: 'invalid_grant', error_description: 'Expired' })).toEqual({
      code: 'invalid_grant',
      message: 'Expired',
    });
    expect(parseErrorBody({ detail: 'Not found.' })).toEqual({ code: 'error', message: 'Not found.' });
    expect(parseErrorBody('oops')).toBeNull();
    expect(parseErrorBody(undefined)).toBeNull();
  });

  it('token answers need access and refresh tokens; the realtime token is optional', () => {
    expect(tokenResponseSchema.safeParse({ access_token: 'a', refresh_token: 'r' }).success).toBe(true);
    expect(
      tokenResponseSchema.safeParse({ access_token: 'a', refresh_token: 'r', user_firebase_token: null }).success,
    ).toBe(true);
    expect(tokenResponseSchema.safeParse({ refresh_token: 'r' }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ access_token: '', refresh_token: 'r' }).success).toBe(false);
  });

  it('maps token answers to session tokens', () => {
    expect(toSessionTokens({ access_token: 'a', refresh_token: 'r', user_firebase_token: 'f' })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      realtimeToken: 'f',
    });
    expect(toSessionTokens({ access_token: 'a', refresh_token: 'r' }).realtimeToken).toBeNull();
  });

  it('token requests are told apart by grant_type', () => {
    expect(tokenRequestSchema.parse({ grant_type: 'refresh_token', refresh_token: 'r' })).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r',
    });
    expect(tokenRequestSchema.safeParse({ grant_type: 'client_credentials' }).success).toBe(false);
  });

  it('alternative login requires the fields of its provider and a document valid by the rules module', () => {
    expect(alternativeLoginRequestSchema.safeParse({ provider: 'google', id_token: 't' }).success).toBe(true);
    const byDocument = { provider: 'document', document: '52998224725', document_country: 'BRA', password: 'p' };
    expect(alternativeLoginRequestSchema.safeParse(byDocument).success).toBe(true);
    const wrongDigit = alternativeLoginRequestSchema.safeParse({ ...byDocument, document: '52998224724' });
    expect(wrongDigit.error?.issues).toMatchObject([{ path: ['document'], message: 'invalid_document' }]);
    expect(
      alternativeLoginRequestSchema.safeParse({
        provider: 'document',
        document: '123',
        document_country: 'BRA',
        password: 'p',
      }).success,
    ).toBe(false);
    expect(
      alternativeLoginRequestSchema.safeParse({
        provider: 'document',
        document: '12345678901',
        document_country: 'CHL',
        password: 'p',
      }).success,
    ).toBe(false);
  });

  it('recovery codes are six digits', () => {
    const base = { document: '12345678', document_country: 'URY' };
    expect(validateRecoverPasswordCodeRequestSchema.safeParse({ ...base, code: '123456' }).success).toBe(true);
    expect(validateRecoverPasswordCodeRequestSchema.safeParse({ ...base, code: '12345a' }).success).toBe(false);
  });

  it('offline records carry the spec fields', () => {
    expect(
      offlineRecordSchema.parse({
        item_id: 3,
        updated_date: '2024-01-01',
        src: 'memory:class3.pdf',
        downloading: false,
      }),
    ).toBeTruthy();
    expect(offlineRecordSchema.safeParse({ item_id: 3, updated_date: '2024-01-01', src: 'x' }).success).toBe(false);
  });
});
