import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE } from '@campus/core';
import type { ErrorMessages } from '../i18n/error-messages';

/** The status and code of a request Node's HTTP parser refused before Fastify saw it. */
function answerFor(error: NodeJS.ErrnoException): { status: number; code: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request_timeout' };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'headers_too_large' };
  return { status: 400, code: 'invalid_request' };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (a NUL byte or a bad character in a header,
 * headers too large, a request that did not arrive in time) gets the API's one error shape `{ code, message }`,
 * in the default language since its headers could not be read, instead of Fastify's
 * `{ error, message, statusCode }`. Then the connection closes, as Node does.
 */
export function createClientErrorHandler(messages: ErrorMessages) {
  return function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    // A reset connection has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, code } = answerFor(error);
      const body = JSON.stringify({ code, message: messages.message(code, DEFAULT_LOCALE, status) });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Language: ${DEFAULT_LOCALE}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
