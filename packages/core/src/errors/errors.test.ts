import { describe, expect, it } from 'vitest';
import { CampusError, isCampusError } from './campus-error.js';
import { DownloadError } from './download-error.js';
import { ERROR_MESSAGE_KEYS } from './error-message-keys.js';
import { HttpError } from './http-error.js';
import { NetworkError } from './network-error.js';
import { redactUrl, requestSummary } from './request-summary.js';
import { ResponseValidationError } from './response-validation-error.js';
import { SessionExpiredError } from './session-expired-error.js';

const request = requestSummary('get', 'https://api.example.com/x?access_token=abc&page=2');

describe('Campus errors (SPECIFICATION §8)', () => {
  const all: Array<[CampusError, string, string]> = [
    [new HttpError({ status: 404, request, body: null }), 'HttpError', 'http_404'],
    [new NetworkError(request, new TypeError('fetch failed')), 'NetworkError', 'network_error'],
    [new SessionExpiredError(), 'SessionExpiredError', 'session_expired'],
    [new DownloadError(3, 'http', { status: 500 }), 'DownloadError', 'download_failed'],
    [new ResponseValidationError(request, []), 'ResponseValidationError', 'invalid_response'],
  ];

  it.each(all)('%s has a stable name, a code and a translated message key', (error, name, code) => {
    expect(error).toBeInstanceOf(CampusError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
    expect(ERROR_MESSAGE_KEYS).toContain(error.messageKey);
    expect(isCampusError(error)).toBe(true);
  });

  it('every HTTP status maps to a listed key', () => {
    for (let status = 400; status < 600; status++) {
      for (const method of ['GET', 'POST']) {
        const error = new HttpError({ status, request: requestSummary(method, 'https://a/b'), body: null });
        expect(ERROR_MESSAGE_KEYS).toContain(error.messageKey);
      }
    }
  });

  it('recognizes Campus errors from another copy of the package by shape, not plain errors', () => {
    const foreign = Object.assign(new Error('x'), { code: 'network_error', messageKey: 'errors.network' });
    expect(isCampusError(foreign)).toBe(true);
    expect(isCampusError(new Error('x'))).toBe(false);
    expect(isCampusError({ code: 'a', messageKey: 'b' })).toBe(false);
  });

  it('keeps the cause and never the tokens of a URL', () => {
    const cause = new TypeError('fetch failed');
    expect(new NetworkError(request, cause).cause).toBe(cause);
    expect(request).toEqual({ method: 'GET', url: 'https://api.example.com/x?access_token=REDACTED&page=2' });
    expect(redactUrl('/relative?token=1')).toBe('/relative?token=1'); // not absolute: left alone
    expect(redactUrl('https://a.b/c?refresh_token=r')).toBe('https://a.b/c?refresh_token=REDACTED');
  });

  it('uses the server message when there is one', () => {
    const error = new HttpError({
      status: 409,
      request,
      body: { code: 'invoice_already_sent', message: 'Nota já enviada' },
    });
    expect(error.message).toBe('Nota já enviada');
    expect(error.code).toBe('invoice_already_sent');
  });

  it('marks a cancelled download apart from a failed one', () => {
    expect(new DownloadError(1, 'cancelled')).toMatchObject({
      code: 'download_cancelled',
      reason: 'cancelled',
      status: undefined,
    });
  });
});
