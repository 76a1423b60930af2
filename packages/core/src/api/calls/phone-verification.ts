import { sendPhoneCodeResponseSchema, verifyPhoneCodeResponseSchema } from '../../schemas/account.js';
import type { PhoneType, SendPhoneCodeResponse } from '../../schemas/account.js';
import type { z } from '../../schemas/zod.js';
import type { ApiClient } from '../api-client.js';
import { ACCOUNT_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/** Answer of a successful verification. */
export type VerifyPhoneCodeResponse = z.output<typeof verifyPhoneCodeResponseSchema>;

/**
 * `POST /accounts/phone_verification/send/` (spec §2 profile, §3 phone verification button, §4 cooldown): sends a
 * six-digit code to one of the signed-in user's phones. The answer's `start_time` (ms) and `duration` (s, 300 by
 * default) are the button's cooldown; a second request within it is 429 `verification_code_cooldown`.
 */
export function sendPhoneVerificationCode(
  client: ApiClient,
  request: { phone_type?: PhoneType; channel?: 'sms' | 'whatsapp' } = {},
  options?: TypedCallOptions,
): Promise<SendPhoneCodeResponse> {
  return client.requestJson(ACCOUNT_PATHS.phoneVerificationSend, sendPhoneCodeResponseSchema, {
    method: 'POST',
    json: { phone_type: request.phone_type ?? 'mobile', channel: request.channel ?? 'sms' },
    ...withSignal(options),
  });
}

/**
 * `POST /accounts/phone_verification/verify/`: marks the phone verified with its code (422
 * `invalid_verification_code` when wrong, expired or used).
 */
export function verifyPhoneCode(
  client: ApiClient,
  request: { phone_type?: PhoneType; code: string },
  options?: TypedCallOptions,
): Promise<VerifyPhoneCodeResponse> {
  return client.requestJson(ACCOUNT_PATHS.phoneVerificationVerify, verifyPhoneCodeResponseSchema, {
    method: 'POST',
    json: { phone_type: request.phone_type ?? 'mobile', code: request.code },
    ...withSignal(options),
  });
}
