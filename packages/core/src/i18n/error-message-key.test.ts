import { describe, expect, it } from 'vitest';
import { CampusError, HttpError, requestSummary } from '../errors/index.js';
import { createCampusI18n } from './create-i18n.js';
import { errorMessageKey } from './error-message-key.js';

const request = requestSummary('POST', 'https://api.test/rewards/redeem/');

describe('errorMessageKey (spec §8)', () => {
  const i18n = createCampusI18n('pt-BR');

  it('prefers a translated server code', () => {
    const error = new HttpError({ status: 422, request, body: { code: 'insufficient_points', message: 'x' } });
    expect(errorMessageKey(i18n, error)).toBe('errors.insufficient_points');
    expect(i18n.t(errorMessageKey(i18n, error))).toBe('Você não tem pontos suficientes para este resgate.');
  });

  it("falls back to the error's own key for unknown codes, and to unexpected for foreign errors", () => {
    const unknown = new HttpError({ status: 404, request: requestSummary('GET', 'https://api.test/x/'), body: null });
    expect(errorMessageKey(i18n, unknown)).toBe(unknown.messageKey);
    expect(errorMessageKey(i18n, new CampusError('x', { code: 'weird.code', messageKey: 'errors.network' }))).toBe(
      'errors.network',
    );
    expect(errorMessageKey(i18n, new Error('boom'))).toBe('errors.unexpected');
    expect(errorMessageKey(i18n, 'nope')).toBe('errors.unexpected');
  });
});
