import { z } from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { documentFieldsSchema, documentShape, refineDocument } from './document.js';

/*
 * Password recovery (SPECIFICATION §2: "Recover a password by e-mail, document, username or an SMS/WhatsApp
 * code"; §7: JSON without auth). Payloads are not shown in the specification; the design:
 * 1. by link: `api_recover_password` e-mails a link to `recover-password/{username}/{uidb64}/{token}`;
 * 2. by code: `get_phone_number_with_document` shows the masked phone, `send_recover_password_code` sends a
 *    code by SMS or WhatsApp to the number the user confirms, `validate_recover_password_code` trades the
 *    code for the same `{username, uidb64, token}` triple the e-mailed link carries.
 * Errors (404 `user_not_found`, 404 `phone_not_registered`, 422 `phone_mismatch`, 422 `invalid_code` …)
 * use the common `{ code, message }` answer.
 */

/** A short confirmation answer with text already localized by the server. */
export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));

/** A `{ message }` answer. */
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `POST /etraining_login/api_recover_password/`: e-mails a password link. */
export const recoverPasswordRequestSchema = lazySchema(() =>
  z.object({
    /** E-mail, user name or document digits of the account. */
    login: z.string().check(z.minLength(1)),
  }),
);

/** Body of `api_recover_password`. */
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;

/** Answer of `api_recover_password`: where the link went, masked (e.g. `j***@example.com`). */
export const recoverPasswordResponseSchema = lazySchema(() =>
  z.extend(messageResponseSchema, {
    masked_email: z.optional(z.string()),
  }),
);

/** Answer of `api_recover_password`. */
export type RecoverPasswordResponse = z.infer<typeof recoverPasswordResponseSchema>;

/** The channels a recovery code can be sent through. */
export const recoverCodeChannelSchema = z.enum(['sms', 'whatsapp']);

/** `POST /etraining_login/get_phone_number_with_document/`. */
export const phoneNumberWithDocumentRequestSchema = documentFieldsSchema;

/** Body of `get_phone_number_with_document`. */
export type PhoneNumberWithDocumentRequest = z.infer<typeof phoneNumberWithDocumentRequestSchema>;

/** Answer of `get_phone_number_with_document`: the registered phone, masked, and the usable channels. */
export const phoneNumberWithDocumentResponseSchema = lazySchema(() =>
  z.object({
    /** Masked number, e.g. `(11) *****-1234`; never the full number, since anyone may type a document. */
    phone_number: z.string(),
    channels: z.array(recoverCodeChannelSchema),
  }),
);

/** Answer of `get_phone_number_with_document`. */
export type PhoneNumberWithDocumentResponse = z.infer<typeof phoneNumberWithDocumentResponseSchema>;

/** `POST /etraining_login/send_recover_password_code/`. */
export const sendRecoverPasswordCodeRequestSchema = lazySchema(() =>
  z
    .object({
      ...documentShape,
      /** The full number typed by the user; must match the registered one (§8 "number does not match"). */
      phone_number: z.string().check(z.minLength(8)),
      channel: recoverCodeChannelSchema,
    })
    .check(z.superRefine(refineDocument)),
);

/** Body of `send_recover_password_code`. */
export type SendRecoverPasswordCodeRequest = z.infer<typeof sendRecoverPasswordCodeRequestSchema>;

/** Answer of `send_recover_password_code`: the code's lifetime and when a new one may be asked for. */
export const sendRecoverPasswordCodeResponseSchema = lazySchema(() =>
  z.extend(messageResponseSchema, {
    /** Seconds the code stays valid. */
    expires_in: z.int().check(z.positive()),
    /** Seconds before another code may be sent (§9 phone verification cooldown, 300 by default). */
    resend_after: z.int().check(z.nonnegative()),
  }),
);

/** Answer of `send_recover_password_code`. */
export type SendRecoverPasswordCodeResponse = z.infer<typeof sendRecoverPasswordCodeResponseSchema>;

/** `POST /etraining_login/validate_recover_password_code/`. */
export const validateRecoverPasswordCodeRequestSchema = lazySchema(() =>
  z
    .object({
      ...documentShape,
      /** The code received by SMS or WhatsApp (six digits). */
      code: z.string().check(z.regex(/^\d{6}$/, 'code must be six digits')),
    })
    .check(z.superRefine(refineDocument)),
);

/** Body of `validate_recover_password_code`. */
export type ValidateRecoverPasswordCodeRequest = z.infer<typeof validateRecoverPasswordCodeRequestSchema>;

/** Answer of `validate_recover_password_code`: the parameters of the `recover-password/...` route. */
export const validateRecoverPasswordCodeResponseSchema = lazySchema(() =>
  z.object({
    username: z.string().check(z.minLength(1)),
    uidb64: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
  }),
);

/** Answer of `validate_recover_password_code`. */
export type ValidateRecoverPasswordCodeResponse = z.infer<typeof validateRecoverPasswordCodeResponseSchema>;
