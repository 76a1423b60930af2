import { LOCALES, MESSAGE_BUNDLES } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { createErrorMessages } from './error-messages';
import { SERVER_ERROR_CODES, SERVER_MESSAGES } from './server-messages';

describe('server messages', () => {
  it('translate every server code in every locale', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(SERVER_MESSAGES[locale].errors).sort()).toEqual([...SERVER_ERROR_CODES].sort());
      for (const text of Object.values(SERVER_MESSAGES[locale].errors)) expect(text.trim()).not.toBe('');
    }
  });

  it('do not duplicate core codes (when core gains one, delete it here: core wins anyway)', () => {
    for (const code of SERVER_ERROR_CODES) expect(MESSAGE_BUNDLES['en-US'].errors).not.toHaveProperty(code);
  });
});

describe('createErrorMessages', () => {
  const messages = createErrorMessages();

  it('uses core bundles, then server messages', () => {
    expect(messages.message('user_blocked', 'pt-BR', 403)).toBe('Você foi bloqueado');
    expect(messages.message('not_found', 'en-US', 404)).toBe('The requested address does not exist.');
    expect(messages.message('invalid_request', 'fr-FR', 400)).toBe(
      'Certaines données envoyées sont manquantes ou invalides.',
    );
  });

  it('maps unexpected_error to core’s unexpected message', () => {
    expect(messages.message('unexpected_error', 'en-US', 500)).toBe(MESSAGE_BUNDLES['en-US'].errors.unexpected);
  });

  it('falls back to a generic message for untranslated codes, never a raw key', () => {
    expect(messages.message('some_new_code', 'en-US', 422)).toBe(MESSAGE_BUNDLES['en-US'].errors.generic);
    expect(messages.message('some_new_code', 'es-ES', 502)).toBe(MESSAGE_BUNDLES['es-ES'].errors.unexpected);
    expect(messages.message('Not A Code', 'pt-BR', 400)).toBe(MESSAGE_BUNDLES['pt-BR'].errors.generic);
  });
});
