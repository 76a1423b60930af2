import { ApiError } from '../http/api-error';
import type { TextChannel } from '../senders/types';
import type { AccountContext } from './account-context';
import { withdrawCode } from './verification-codes';

/** 429 `verification_code_cooldown` with the seconds left. */
export function cooldownError(seconds: number): ApiError {
  return new ApiError(429, 'verification_code_cooldown', { seconds }, { headers: { 'retry-after': String(seconds) } });
}

/**
 * Sends a code's text message; when the provider refuses, the code is withdrawn (so its cooldown does not
 * block another try) and the answer is 502 `verification_code_send_failed` (§8 "error sending the code").
 */
export async function deliverCode(
  ctx: AccountContext,
  codeId: number,
  message: { readonly to: string; readonly channel: TextChannel; readonly text: string },
): Promise<void> {
  try {
    await ctx.senders.sms.sendText(message);
  } catch (error) {
    await withdrawCode(ctx.database.db, codeId);
    throw new ApiError(502, 'verification_code_send_failed', {}, { cause: error });
  }
}
