import { SUPPORT_RESPONSE_WORKING_DAYS } from '@campus/core/rules';
import type { Locale } from '@campus/core';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { unauthorized } from '../shared/authenticate';
import type { AccountContext } from './account-context';
import { accountText } from './account-texts';

/** A contact message of a signed-in person. */
export interface ContactMessage {
  readonly userId: number;
  readonly subject: string;
  readonly message: string;
  readonly locale: Locale;
}

/**
 * E-mails a contact message to `supportEmail` with who sent it (name, username, e-mail), in the sender's
 * language.
 * @returns the answer text: sent, support answers within {@link SUPPORT_RESPONSE_WORKING_DAYS} working days
 * @throws 401 when the account is gone; 502 `message_not_sent` when the e-mail sender refuses it
 */
export async function sendContactMessage(
  ctx: AccountContext,
  supportEmail: string,
  { userId, subject, message, locale }: ContactMessage,
): Promise<string> {
  const [user] = await ctx.database.db
    .select({ username: users.username, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const days = SUPPORT_RESPONSE_WORKING_DAYS;
  try {
    await ctx.senders.email.sendEmail({
      to: supportEmail,
      subject: accountText(locale, 'email.contact_subject', { subject }),
      text: accountText(locale, 'email.contact_body', {
        name: user.fullName,
        username: user.username,
        email: user.email ?? '-',
        message,
        days,
      }),
    });
  } catch (error) {
    throw new ApiError(502, 'message_not_sent', {}, { cause: error });
  }
  return accountText(locale, 'answers.contact_sent', { days });
}
