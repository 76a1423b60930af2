import type { Locale } from '@campus/core';
import type {
  PhoneNumberWithDocumentResponse,
  RecoverPasswordResponse,
  SendRecoverPasswordCodeResponse,
} from '@campus/core/schemas';
import type { DocumentCountry } from '@campus/core/rules';
import { eq } from 'drizzle-orm';
import { findUserByDocument, findUserBySignInName } from '../shared/find-sign-in-user';
import { profiles } from '../db/schema';
import type { UserRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { TextChannel } from '../senders/types';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';
import { cooldownError, deliverCode } from './code-delivery';
import type { PasswordLink } from '@campus/core/schemas';
import {
  accountKey,
  documentKey,
  ipKey,
  phoneLookupLimiter,
  recoveryCodeLimiter,
  recoveryLinkIpLimiter,
  recoveryLinkLoginLimiter,
} from './limiters';
import { isSamePhone, maskPhone, phoneDigits } from './mask';
import { CODE_LINK_TTL_SECONDS, createPasswordLink, EMAIL_LINK_TTL_SECONDS, passwordLinkUrl } from './password-link';
import { CODE_RESEND_COOLDOWN_SECONDS, CODE_TTL_SECONDS, consumeCode, issueCode } from './verification-codes';

/*
 * Password recovery (spec §2 "recover a password by e-mail, document, username or an SMS/WhatsApp code", §7
 * JSON without auth, §8 messages): the link flow and the code flow.
 * Setting the password from a link is in set-password.ts.
 */

/** The name a message greets: the profile's first name, else the account's full name, else the username. */
async function greetingName(ctx: AccountContext, user: UserRow): Promise<string> {
  const [profile] = await ctx.database.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  return profile?.name?.trim() || user.fullName.trim() || user.username;
}

/** The registered mobile phone of a user who may recover a password, or null. */
async function recoveryPhone(ctx: AccountContext, user: UserRow | null): Promise<string | null> {
  if (!user || user.status === 'blocked') return null;
  const [profile] = await ctx.database.db
    .select({ phone: profiles.phoneMobile })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  return profile?.phone?.trim() || null;
}

/**
 * `api_recover_password`: e-mails a 24-hour `recover-password/...` link to the account the login names (username,
 * e-mail or document). The answer is the same whether or not an account matched, and the e-mail goes out
 * after the answer, so neither words nor timing tell; every request counts against the login and the address.
 */
export async function requestRecoveryLink(
  ctx: AccountContext,
  input: { readonly login: string; readonly ip: string; readonly locale: Locale },
): Promise<RecoverPasswordResponse> {
  const now = ctx.now();
  const user = await findUserBySignInName(ctx.database.db, input.login);
  const loginKeys = [user ? accountKey(user.id) : `name:${input.login.trim().toLowerCase()}`];
  await recoveryLinkLoginLimiter.assertAllowed(ctx, loginKeys, now);
  await recoveryLinkIpLimiter.assertAllowed(ctx, [ipKey(input.ip)], now);
  await recoveryLinkLoginLimiter.recordFailure(ctx, loginKeys, now);
  await recoveryLinkIpLimiter.recordFailure(ctx, [ipKey(input.ip)], now);

  if (user?.email && user.status !== 'blocked') {
    const link = createPasswordLink(user, ctx.config.tokenPepper, now, EMAIL_LINK_TTL_SECONDS);
    const email = user.email;
    // Composed and sent after the answer: the extra look-up and a provider's latency would otherwise tell who
    // has an account.
    void (async () => {
      const body = accountText(input.locale, 'email.recover_body', {
        name: await greetingName(ctx, user),
        link: passwordLinkUrl(ctx.siteUrl, 'recover-password', link),
        hours: EMAIL_LINK_TTL_SECONDS / 3600,
      });
      await ctx.senders.email.sendEmail({
        to: email,
        subject: accountText(input.locale, 'email.recover_subject'),
        text: body,
      });
    })().catch((error: unknown) => ctx.log.error({ err: error, userId: user.id }, 'recovery e-mail not sent'));
  }
  return { message: accountText(input.locale, 'answers.recover_link_requested') };
}

/** What identifies the account in the code flow. */
interface DocumentInput {
  readonly document: string;
  readonly documentCountry: DocumentCountry;
  readonly ip: string;
}

/**
 * `get_phone_number_with_document`: the masked mobile phone of the account with this document. An unknown
 * document, a blocked account and an account without a phone all answer 404 `no_registered_phone` (and count
 * against the address).
 */
export async function phoneForDocument(
  ctx: AccountContext,
  input: DocumentInput,
): Promise<PhoneNumberWithDocumentResponse> {
  const now = ctx.now();
  await phoneLookupLimiter.assertAllowed(ctx, [ipKey(input.ip)], now);
  const user = await findUserByDocument(ctx.database.db, input.document, input.documentCountry);
  const phone = await recoveryPhone(ctx, user);
  if (!phone) {
    await phoneLookupLimiter.recordFailure(ctx, [ipKey(input.ip)], now);
    throw new ApiError(404, 'no_registered_phone');
  }
  return { phone_number: maskPhone(phone), channels: ['sms', 'whatsapp'] };
}

/**
 * `send_recover_password_code`: sends a six-digit code (10 minutes, 5 tries) by SMS or WhatsApp to the typed
 * number, which must be the registered one. One code per 300 s (core's cooldown): sooner is 429
 * `verification_code_cooldown` with the seconds left.
 */
export async function sendRecoveryCode(
  ctx: AccountContext,
  input: DocumentInput & { readonly phoneNumber: string; readonly channel: TextChannel; readonly locale: Locale },
): Promise<SendRecoverPasswordCodeResponse> {
  const now = ctx.now();
  const keys = [documentKey(input.documentCountry, input.document), ipKey(input.ip)];
  await recoveryCodeLimiter.assertAllowed(ctx, keys, now);
  const user = await findUserByDocument(ctx.database.db, input.document, input.documentCountry);
  const phone = await recoveryPhone(ctx, user);
  if (!user || !phone) {
    await recoveryCodeLimiter.recordFailure(ctx, keys, now);
    throw new ApiError(404, 'no_registered_phone');
  }
  if (!isSamePhone(input.phoneNumber, phone)) {
    await recoveryCodeLimiter.recordFailure(ctx, keys, now);
    throw new ApiError(422, 'phone_mismatch', {}, { fieldErrors: { phone_number: 'phone_mismatch' } });
  }
  const request = {
    userId: user.id,
    purpose: 'recover_password' as const,
    target: phoneDigits(phone),
    channel: input.channel,
  };
  const issued = await issueCode(ctx.database.db, ctx.config.tokenPepper, request, now);
  if (!issued.issued) throw cooldownError(issued.retryAfter);
  const text = accountText(input.locale, 'text.recover_code', { code: issued.code, minutes: CODE_TTL_SECONDS / 60 });
  await deliverCode(ctx, issued.id, { to: phone, channel: input.channel, text });
  return {
    message: accountText(input.locale, 'answers.recover_code_sent'),
    expires_in: CODE_TTL_SECONDS,
    resend_after: CODE_RESEND_COOLDOWN_SECONDS,
  };
}

/**
 * `validate_recover_password_code`: trades the right code for the `{ username, uidb64, token }` of a one-hour
 * password link. Wrong, expired, spent or exhausted codes and unknown documents all answer 422
 * `invalid_verification_code` and count against the document and the address.
 */
export async function validateRecoveryCode(
  ctx: AccountContext,
  input: DocumentInput & { readonly code: string },
): Promise<PasswordLink> {
  const now = ctx.now();
  const keys = [documentKey(input.documentCountry, input.document), ipKey(input.ip)];
  await recoveryCodeLimiter.assertAllowed(ctx, keys, now);
  const user = await findUserByDocument(ctx.database.db, input.document, input.documentCountry);
  const phone = await recoveryPhone(ctx, user);
  const valid =
    user !== null &&
    phone !== null &&
    (await consumeCode(
      ctx.database.db,
      ctx.config.tokenPepper,
      { userId: user.id, purpose: 'recover_password', target: phoneDigits(phone), code: input.code },
      now,
    ));
  if (!valid || !user) {
    await recoveryCodeLimiter.recordFailure(ctx, keys, now);
    throw new ApiError(422, 'invalid_verification_code', {}, { fieldErrors: { code: 'invalid_verification_code' } });
  }
  await recoveryCodeLimiter.reset(ctx, [keys[0] ?? '']);
  return createPasswordLink(user, ctx.config.tokenPepper, now, CODE_LINK_TTL_SECONDS);
}
