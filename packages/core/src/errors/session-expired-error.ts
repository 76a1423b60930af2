import { CampusError, ERROR_CLASS } from './campus-error.js';

/**
 * The session is over (SPECIFICATION §4 Session): the token refresh was refused (`invalid_grant`, 400 or
 * 401), a webservice-token session got a 401, or a 401 came with no refresh token to use. Tokens have
 * already been cleared when this is thrown; the app goes to login.
 */
export class SessionExpiredError extends CampusError {
  static override readonly [ERROR_CLASS]: string = 'SessionExpiredError';
  override name = 'SessionExpiredError';

  constructor(cause?: unknown) {
    super('The session has expired; sign in again.', {
      code: 'session_expired',
      messageKey: 'errors.session_expired',
      cause,
    });
  }
}
