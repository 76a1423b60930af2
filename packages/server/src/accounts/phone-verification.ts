import type { Locale } from '@campus/core';
import { and, eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { TextChannel } from '../senders/types';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';
import type { PhoneType, SendPhoneCodeResponse } from '@campus/core/schemas';
import { accountKey, accountSecretLimiter } from './limiters';
import { phoneDigits } from './mask';
import { loadAccount, PHONE_COLUMNS } from './profile-read';
import { cooldownError, deliverCode } from './code-delivery';
import { CODE_RESEND_COOLDOWN_SECONDS, CODE_TTL_SECONDS, consumeCode, issueCode } from './verification-codes';

/*
 * Phone verification from the profile (spec §2 "phone verification", §3 `verificacion_phone_button`, §4 cooldown):
 * a six-digit code sent to one of the user's own phones, valid 10 minutes and 5 tries, one per 300 s.
 */

/** The user's number of a phone type, or 422 `no_registered_phone` when that phone is empty. */
async function ownPhone(ctx: AccountContext, userId: number, type: PhoneType): Promise<string> {
  const { profile } = await loadAccount(ctx.database.db, userId);
  const number = profile?.[PHONE_COLUMNS[type].number]?.trim();
  if (!number)
    throw new ApiError(422, 'no_registered_phone', {}, { fieldErrors: { phone_type: 'no_registered_phone' } });
  return number;
}

/** What a code is bound to: the phone type and its number, so a number changed meanwhile voids the code. */
function codeTarget(type: PhoneType, number: string): string {
  return `${type}:${phoneDigits(number)}`;
}

/**
 * Sends a verification code to one of the signed-in user's phones. Within 300 s of the previous code: 429
 * `verification_code_cooldown` with `Retry-After` and the seconds left in the message.
 */
export async function sendPhoneCode(
  ctx: AccountContext,
  userId: number,
  input: { readonly phoneType: PhoneType; readonly channel: TextChannel; readonly locale: Locale },
): Promise<SendPhoneCodeResponse> {
  const number = await ownPhone(ctx, userId, input.phoneType);
  const now = ctx.now();
  const issued = await issueCode(
    ctx.database.db,
    ctx.config.tokenPepper,
    { userId, purpose: 'phone_verification', target: codeTarget(input.phoneType, number), channel: input.channel },
    now,
  );
  if (!issued.issued) throw cooldownError(issued.retryAfter);
  const text = accountText(input.locale, 'text.phone_code', { code: issued.code, minutes: CODE_TTL_SECONDS / 60 });
  await deliverCode(ctx, issued.id, { to: number, channel: input.channel, text });
  return {
    message: accountText(input.locale, 'answers.phone_code_sent'),
    start_time: issued.createdAt.getTime(),
    duration: CODE_RESEND_COOLDOWN_SECONDS,
    expires_in: CODE_TTL_SECONDS,
  };
}

/**
 * Checks a phone verification code and marks the phone verified. A wrong, expired, spent or exhausted code is 422
 * `invalid_verification_code` (§8 'O código enviado é inválido...'), counted per account.
 */
export async function verifyPhoneCode(
  ctx: AccountContext,
  userId: number,
  input: { readonly phoneType: PhoneType; readonly code: string },
): Promise<void> {
  const now = ctx.now();
  const keys = [accountKey(userId)];
  await accountSecretLimiter.assertAllowed(ctx, keys, now);
  const number = await ownPhone(ctx, userId, input.phoneType);
  const check = {
    userId,
    purpose: 'phone_verification' as const,
    target: codeTarget(input.phoneType, number),
    code: input.code,
  };
  if (!(await consumeCode(ctx.database.db, ctx.config.tokenPepper, check, now))) {
    await accountSecretLimiter.recordFailure(ctx, keys, now);
    throw new ApiError(422, 'invalid_verification_code', {}, { fieldErrors: { code: 'invalid_verification_code' } });
  }
  const columns = PHONE_COLUMNS[input.phoneType];
  await ctx.database.db
    .update(profiles)
    .set({ [columns.verified]: true, updatedAt: now })
    .where(and(eq(profiles.userId, userId), eq(profiles[columns.number], number)));
}
