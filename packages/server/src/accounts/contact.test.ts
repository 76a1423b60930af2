import { expect, it } from 'vitest';
import { withAccess } from '../http/declare-access';
import { SIGNED_IN_ACCESS } from '../shared/access';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import {
  accountContext,
  createUser,
  manualClock,
  newEmail,
  outboxFor,
  sendJson,
  signIn,
  TEST_PASSWORD,
} from './account-test-helpers.test-util';
import { contactRoutes, DEMO_SUPPORT_EMAIL } from './contact-routes';

let counter = 0;

describeEachDatabase('POST /api/contact/', (kind) => {
  const context = useTestApp(kind, {
    seed: true,
    // The same route over a sender that refuses everything, to see the failure answer.
    routes: async (app) => {
      const ctx = accountContext(app, manualClock());
      const refusing = {
        email: { name: 'refusing', sendEmail: () => Promise.reject(new Error('provider down')) },
        sms: ctx.senders.sms,
      };
      await app.register(
        withAccess(SIGNED_IN_ACCESS, contactRoutes({ ...ctx, senders: refusing }, 'support@test.example')),
        { prefix: '/failing' },
      );
    },
  });

  async function person() {
    counter += 1;
    const user = await createUser(context.database.db, `contact-${counter}`, { email: newEmail('contact') });
    const tokens = await signIn(context.app, user.username, TEST_PASSWORD);
    return { ...user, token: tokens.access_token };
  }

  it('needs a signed-in person', async () => {
    const response = await sendJson(context.app, '/api/contact/', { subject: 'question', message: 'Olá' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('refuses an unknown subject, an empty message and one over 256 characters', async () => {
    const { token } = await person();
    for (const body of [
      { subject: 'spam', message: 'Olá' },
      { subject: 'question', message: '   ' },
      { subject: 'question', message: 'x'.repeat(257) },
    ]) {
      const response = await sendJson(context.app, '/api/contact/', body, { auth: token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('e-mails the message to support with who sent it, and answers in the request language', async () => {
    const user = await person();
    const response = await sendJson(
      context.app,
      '/api/contact/',
      { subject: 'technical', message: '  O certificado não abre no celular.  ' },
      { auth: user.token, headers: { 'accept-language': 'en-US' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent. Our team answers within 7 working days.' });
    const [mail] = await outboxFor(context.database.db, DEMO_SUPPORT_EMAIL, 'email');
    expect(mail?.subject).toBe('Campus contact: technical');
    expect(mail?.body).toContain('O certificado não abre no celular.');
    expect(mail?.body).toContain(user.username);
    expect(mail?.body).toContain(user.email ?? '');
  });

  it("answers 502 message_not_sent ('Não foi possível enviar sua mensagem') when the e-mail is refused", async () => {
    const { token } = await person();
    const response = await sendJson(
      context.app,
      '/failing/api/contact/',
      { subject: 'other', message: 'Teste' },
      { auth: token, headers: { 'accept-language': 'pt-BR' } },
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'message_not_sent',
      message: 'Não foi possível enviar sua mensagem',
    });
  });
});
