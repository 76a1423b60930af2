import { sqlState } from './sql-state';

/**
 * SQLSTATEs of a database the server cannot use right now: class 08 (connection exceptions), an administrator
 * or a crash ending the session (57P01, 57P02), a server starting up (57P03), no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Socket failures of the driver, which carry an errno code rather than a SQLSTATE. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** node-postgres's own messages when a connection dies or cannot be had in time (they carry no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** Whether `error`, or an error it wraps, says the connection to the database failed (not the query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== undefined) return UNAVAILABLE_SQLSTATE.test(state);
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
