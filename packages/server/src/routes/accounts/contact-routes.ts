import { messageResponseSchema, SUPPORT_RESPONSE_WORKING_DAYS, TEXT_MAX_LENGTH } from '@campus/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountContext } from '../../accounts/account-context';
import { accountText } from '../../accounts/account-texts';
import { authenticate, unauthorized } from '../../auth/authenticate';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { errorResponses } from '../../http/error-body';

/** The subjects of the contact form (the site's `site.contact.subjects`). */
export const CONTACT_SUBJECTS = ['question', 'technical', 'loyalty', 'content', 'other'] as const;

/** `POST /api/contact/` body: a subject and a message of at most 256 characters (spec §9 text maximum). */
export const contactRequestSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string().trim().min(1).max(TEXT_MAX_LENGTH),
});

/** Where contact messages go when `CAMPUS_SUPPORT_EMAIL` is not set. */
export const DEMO_SUPPORT_EMAIL = 'suporte@campus.example';

/**
 * The contact/support form (spec §2 contact-us): the signed-in person's message is e-mailed to the support
 * address (`CAMPUS_SUPPORT_EMAIL`) through the e-mail sender, with who sent it, so support answers by e-mail
 * within the support response time. A sender failure answers 502 `message_not_sent`
 * ('Não foi possível enviar sua mensagem').
 */
export function contactRoutes(ctx: AccountContext, supportEmail: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact/',
      {
        onRequest: authenticate,
        schema: {
          tags: ['profile'],
          security: [{ bearerAuth: [] }],
          summary: 'Send a message to support (contact-us)',
          description: `Answers within ${SUPPORT_RESPONSE_WORKING_DAYS} working days, by e-mail. 502 \`message_not_sent\` when the e-mail could not be handed over.`,
          body: contactRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 502) },
        },
      },
      async (request) => {
        const [user] = await ctx.database.db
          .select({ username: users.username, fullName: users.fullName, email: users.email })
          .from(users)
          .where(eq(users.id, Number(request.user.id)));
        if (!user) throw unauthorized();
        const days = SUPPORT_RESPONSE_WORKING_DAYS;
        try {
          await ctx.senders.email.sendEmail({
            to: supportEmail,
            subject: accountText(request.locale, 'email.contact_subject', { subject: request.body.subject }),
            text: accountText(request.locale, 'email.contact_body', {
              name: user.fullName,
              username: user.username,
              email: user.email ?? '-',
              message: request.body.message,
              days,
            }),
          });
        } catch (error) {
          throw new ApiError(502, 'message_not_sent', {}, { cause: error });
        }
        return { message: accountText(request.locale, 'answers.contact_sent', { days }) };
      },
    );
  };
}
