import { accountFlagsSchema } from '../../schemas/account.js';
import type { AccountFlags } from '../../schemas/account.js';
import { messageResponseSchema } from '../../schemas/recover-password.js';
import type { MessageResponse } from '../../schemas/recover-password.js';
import type { ApiClient } from '../api-client.js';
import { ACCOUNT_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * What a signed-in person does with their own account besides editing it (docs/server.md "Accounts", "Contact"):
 * the cookie-policy choice, writing to support, deleting the account (spec §1, §2 contact-us, cookie settings).
 */

/** A message to the client's support team (`POST /api/contact/`). */
export interface ContactMessage {
  /** One of the contact form's subjects (`question`, `technical`, `loyalty`, `content`, `other`). */
  subject: string;
  /** At most 256 characters (spec §9 text maximum). */
  message: string;
}

/**
 * `POST /api/contact/`: e-mails the message to support, who answer by e-mail; the answer says when
 * (502 `message_not_sent` when the e-mail could not be handed over).
 */
export function sendContactMessage(
  client: ApiClient,
  body: ContactMessage,
  options?: TypedCallOptions,
): Promise<MessageResponse> {
  return client.requestJson(ACCOUNT_PATHS.contact, messageResponseSchema, {
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** `POST /accounts/accept_cookies/`: keeps the person's cookie-policy choice on the account; answers the flags. */
export function acceptCookiesPolicy(
  client: ApiClient,
  accept: boolean,
  options?: TypedCallOptions,
): Promise<AccountFlags> {
  return client.requestJson(ACCOUNT_PATHS.acceptCookies, accountFlagsSchema, {
    method: 'POST',
    json: { accept_cookies_policy: accept },
    ...withSignal(options),
  });
}

/**
 * `DELETE /accounts/profile/` (spec §1): the server checks the typed full name again (422 `account_name_mismatch`),
 * removes or anonymises the personal data and ends every session. The caller clears the local session after.
 */
export async function deleteAccount(client: ApiClient, fullName: string, options?: TypedCallOptions): Promise<void> {
  await client.request(ACCOUNT_PATHS.profile, {
    method: 'DELETE',
    json: { full_name: fullName },
    ...withSignal(options),
  });
}
