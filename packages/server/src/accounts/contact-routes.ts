import { ACCOUNT_PATHS } from '@campus/core/api';
import { messageResponseSchema } from '@campus/core/schemas';
import { SUPPORT_RESPONSE_WORKING_DAYS, TEXT_MAX_LENGTH } from '@campus/core/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-body';
import type { AccountContext } from './account-context';
import { sendContactMessage } from './contact-service';

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
      ACCOUNT_PATHS.contact,
      {
        schema: {
          tags: ['profile'],
          summary: 'Send a message to support (contact-us)',
          description: `Answers within ${SUPPORT_RESPONSE_WORKING_DAYS} working days, by e-mail. 502 \`message_not_sent\` when the e-mail could not be handed over.`,
          body: contactRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 502) },
        },
      },
      async (request) => ({
        message: await sendContactMessage(ctx, supportEmail, {
          userId: Number(request.user.id),
          subject: request.body.subject,
          message: request.body.message,
          locale: request.locale,
        }),
      }),
    );
  };
}
