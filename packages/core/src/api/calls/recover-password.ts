import {
  phoneNumberWithDocumentResponseSchema,
  recoverPasswordResponseSchema,
  sendRecoverPasswordCodeResponseSchema,
  validateRecoverPasswordCodeResponseSchema,
} from '../../schemas/recover-password.js';
import type {
  PhoneNumberWithDocumentRequest,
  PhoneNumberWithDocumentResponse,
  RecoverPasswordRequest,
  RecoverPasswordResponse,
  SendRecoverPasswordCodeRequest,
  SendRecoverPasswordCodeResponse,
  ValidateRecoverPasswordCodeRequest,
  ValidateRecoverPasswordCodeResponse,
} from '../../schemas/recover-password.js';
import type { ApiClient } from '../api-client.js';
import { API_PATHS } from '../paths.js';
import { withSignal } from './call-signal.js';
import type { TypedCallOptions } from './call-signal.js';

/*
 * The recover-password calls: JSON without auth (SPECIFICATION §7 Request rules), all `POST`.
 * The flow and payloads are documented in `schemas/recover-password.ts`.
 */

/** E-mails a password link to the account found by e-mail, user name or document (`api_recover_password`). */
export function recoverPassword(
  client: ApiClient,
  body: RecoverPasswordRequest,
  options?: TypedCallOptions,
): Promise<RecoverPasswordResponse> {
  return client.requestJson(API_PATHS.recoverPassword, recoverPasswordResponseSchema, {
    kind: 'public',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** The masked registered phone of the account with this document (`get_phone_number_with_document`). */
export function getPhoneNumberWithDocument(
  client: ApiClient,
  body: PhoneNumberWithDocumentRequest,
  options?: TypedCallOptions,
): Promise<PhoneNumberWithDocumentResponse> {
  return client.requestJson(API_PATHS.phoneNumberWithDocument, phoneNumberWithDocumentResponseSchema, {
    kind: 'public',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** Sends a recovery code by SMS or WhatsApp to the confirmed number (`send_recover_password_code`). */
export function sendRecoverPasswordCode(
  client: ApiClient,
  body: SendRecoverPasswordCodeRequest,
  options?: TypedCallOptions,
): Promise<SendRecoverPasswordCodeResponse> {
  return client.requestJson(API_PATHS.sendRecoverPasswordCode, sendRecoverPasswordCodeResponseSchema, {
    kind: 'public',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}

/** Trades a recovery code for the `recover-password/{username}/{uidb64}/{token}` route parameters. */
export function validateRecoverPasswordCode(
  client: ApiClient,
  body: ValidateRecoverPasswordCodeRequest,
  options?: TypedCallOptions,
): Promise<ValidateRecoverPasswordCodeResponse> {
  return client.requestJson(API_PATHS.validateRecoverPasswordCode, validateRecoverPasswordCodeResponseSchema, {
    kind: 'public',
    method: 'POST',
    json: body,
    ...withSignal(options),
  });
}
